import { isExternalHref, isImagePath, telHref, toHref } from './href';

test('toHref turns backend rewriting URLs into site paths and keeps absolute URLs', () => {
  expect(toHref('bad/waschtische')).toBe('/bad/waschtische');
  expect(toHref('/bezahlen')).toBe('/bezahlen');
  expect(toHref(' agb.html ')).toBe('/agb.html');
  expect(toHref('')).toBe('/');
  expect(toHref('https://anpc.ro/ce-este-sal/')).toBe('https://anpc.ro/ce-este-sal/');
  expect(toHref('mailto:service@sanitaer-haus.at')).toBe('mailto:service@sanitaer-haus.at');
});

test('isExternalHref', () => {
  expect(isExternalHref('https://example.com')).toBe(true);
  expect(isExternalHref('//cdn.example.com/x')).toBe(true);
  expect(isExternalHref('tel:+4312345678')).toBe(true);
  expect(isExternalHref('/cart')).toBe(false);
  expect(isExternalHref('bad/waschtische')).toBe(false);
});

test('isImagePath accepts media paths and http(s) URLs only', () => {
  expect(isImagePath('/media/flags/at.svg')).toBe(true);
  expect(isImagePath('https://cdn.example.com/a.png')).toBe(true);
  expect(isImagePath('truck')).toBe(false);
  expect(isImagePath('')).toBe(false);
});

test('telHref keeps the leading plus and the digits', () => {
  expect(telHref('+43 1 234 56 78')).toBe('tel:+4312345678');
  expect(telHref('089 / 123-456')).toBe('tel:089123456');
});
