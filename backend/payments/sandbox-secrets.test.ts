import { DEFAULT_SANDBOX_SECRETS, sandboxSecretsFrom } from './sandbox-secrets';
import { loopbackOriginOf } from './sandbox-context';

describe('sandbox credentials', () => {
  test('derived from one secret: stable, in the providers\' formats, different per provider and from the defaults', () => {
    const a = sandboxSecretsFrom('a-long-deployment-secret');
    expect(sandboxSecretsFrom('a-long-deployment-secret')).toEqual(a);
    expect(a.stripe.secretKey).toMatch(/^sk_test_/);
    expect(a.stripe.webhookSecret).toMatch(/^whsec_/);
    const values = [a.paypal.clientSecret, a.stripe.secretKey, a.stripe.webhookSecret, a.globalPayments.sharedSecret, a.klarna.notificationSecret];
    expect(new Set(values).size).toBe(values.length);
    expect(a.stripe.webhookSecret).not.toBe(DEFAULT_SANDBOX_SECRETS.stripe.webhookSecret);
    expect(sandboxSecretsFrom('another-long-secret').klarna.notificationSecret).not.toBe(a.klarna.notificationSecret);
  });

  test('server-to-server calls go to the listen address on loopback', () => {
    expect(loopbackOriginOf({ address: '0.0.0.0', family: 'IPv4', port: 4620 })).toBe('http://127.0.0.1:4620');
    expect(loopbackOriginOf({ address: '::', family: 'IPv6', port: 4620 })).toBe('http://127.0.0.1:4620');
    expect(loopbackOriginOf({ address: '::1', family: 'IPv6', port: 4620 })).toBe('http://[::1]:4620');
    expect(loopbackOriginOf({ address: '127.0.0.1', family: 'IPv4', port: 80 })).toBe('http://127.0.0.1:80');
    expect(() => loopbackOriginOf(null)).toThrow('not listening');
  });
});
