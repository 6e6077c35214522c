import { hostnameForMatching, isLocalHost } from './local-host.cjs';

describe('local hosts (no Strict-Transport-Security)', () => {
  it.each(['localhost', 'localhost:3200', 'at.localhost', 'DE.Localhost:3000', 'www.ro.localhost', '127.0.0.1', '127.0.0.1:4200', '[::1]', '[::1]:3200'])(
    '%s is local',
    (host) => expect(isLocalHost(host)).toBe(true),
  );

  it.each(['www.example.at', 'example.de:443', 'shop.ro', 'localhost.example.at', 'mylocalhost', '127.0.0.2', '10.0.0.1', ''])('%s is not local', (host) =>
    expect(isLocalHost(host)).toBe(false),
  );

  it('matches the host the way Next.js does for host conditions: cut at the first colon, lower-cased', () => {
    expect(hostnameForMatching('At.Localhost:3200')).toBe('at.localhost');
    expect(hostnameForMatching('[::1]:3200')).toBe('[');
    expect(hostnameForMatching(undefined)).toBe('');
  });
});
