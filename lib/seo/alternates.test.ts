import { hreflangAlternates } from './alternates';

const origins = { at: 'https://shop.at', de: 'https://shop.de', ro: 'https://shop.ro' };

describe('hreflang alternates', () => {
  test('each locale on its own shop origin, x-default is the Austrian version', () => {
    expect(hreflangAlternates({ de_AT: 'bad/wanne', de_DE: '/bad/wanne-de', ro_RO: 'baie/cada' }, origins, 'de')).toEqual({
      'de-AT': 'https://shop.at/bad/wanne',
      'de-DE': 'https://shop.de/bad/wanne-de',
      'ro-RO': 'https://shop.ro/baie/cada',
      'x-default': 'https://shop.at/bad/wanne',
    });
  });
  test('without an Austrian version x-default is the current shop', () => {
    expect(hreflangAlternates({ de_DE: 'a', ro_RO: 'b' }, origins, 'ro')['x-default']).toBe('https://shop.ro/b');
  });
  test('an object in one locale only has no alternates', () => {
    expect(hreflangAlternates({ ro_RO: 'conditii-de-garantie.html' }, origins, 'ro')).toEqual({});
  });
});
