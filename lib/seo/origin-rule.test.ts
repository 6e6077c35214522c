import { absoluteUrl, originOf } from './origin-rule';

const hosts = { at: ['www.example.at'], de: ['de.localhost'], ro: [] };

describe('shop origin', () => {
  test('a configured origin wins (trailing slash dropped)', () => {
    expect(originOf('at', { at: 'https://shop.example.at/' }, hosts, '3000')).toBe('https://shop.example.at');
  });
  test('a public host gives https, a .localhost host http with the port', () => {
    expect(originOf('at', {}, hosts, '3000')).toBe('https://www.example.at');
    expect(originOf('de', {}, hosts, '3100')).toBe('http://de.localhost:3100');
  });
  test('without hosts the shop code names a localhost origin', () => {
    expect(originOf('ro', {}, hosts, undefined)).toBe('http://ro.localhost:3000');
  });
  test('absolute URLs of backend paths with or without a leading slash', () => {
    expect(absoluteUrl('https://x.at', 'bad/waschtische')).toBe('https://x.at/bad/waschtische');
    expect(absoluteUrl('https://x.at', '/agb.html')).toBe('https://x.at/agb.html');
    expect(absoluteUrl('https://x.at', 'https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
  });
});
