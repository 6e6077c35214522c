import { DISABLED_FEATURES, securityHeadersFor } from './security-headers.cjs';

const asRecord = (headers: Array<{ key: string; value: string }>) => Object.fromEntries(headers.map(({ key, value }) => [key, value]));

describe('security headers', () => {
  it('sends nosniff, the referrer policy, the permissions policy and X-Frame-Options to every host', () => {
    for (const host of ['at.localhost:3200', 'www.example.at']) {
      expect(asRecord(securityHeadersFor(host))).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      });
    }
  });

  it('switches off camera, microphone, geolocation and payment', () => {
    const policy = asRecord(securityHeadersFor('www.example.at'))['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
    expect(policy?.split(', ')).toHaveLength(DISABLED_FEATURES.length);
  });

  it('adds Strict-Transport-Security for a public host only', () => {
    expect(asRecord(securityHeadersFor('www.example.at'))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(asRecord(securityHeadersFor('shop.example.de:443'))['Strict-Transport-Security']).toBeDefined();
    for (const host of ['localhost:3200', 'ro.localhost', '127.0.0.1:3000', '[::1]:3000']) {
      expect(asRecord(securityHeadersFor(host))['Strict-Transport-Security']).toBeUndefined();
    }
  });
});
