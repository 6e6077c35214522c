import { isPublicPath } from '@/backend/auth';
import { isPaymentPublicPath } from './payment-public-paths';
import { createSandboxTestApp, type SandboxTestApp } from './sandbox-test-app';

describe('public payment paths', () => {
  test('sandbox pages, the hand-off page and the signed callbacks need no shop token', () => {
    for (const path of ['/sandbox/paypal/checkoutnow', '/sandbox/stripe/c/pay/cs_test_x', '/globalpayments/hpp/abc', '/globalpayments/response', '/stripe/webhook', '/stripe/webhook/', '/stripe/return/cancel', '/sofort/notify']) {
      expect(isPaymentPublicPath(path)).toBe(true);
    }
    expect(isPublicPath('/sandbox/klarna/pay/x?y=1')).toBe(true);
  });

  test('the pay routes, the PayPal follow-ups and look-alikes still need it', () => {
    for (const path of ['/paypal/accept', '/paypal/cancel', '/paypal/pay', '/globalpayments/pay', '/stripe/pay', '/sofort/pay', '/globalpayments/hpp', '/stripe/webhooks', '/sandboxes', '/api/sandbox/x', '/stripe/return/cancelled']) {
      expect(isPaymentPublicPath(path)).toBe(false);
    }
  });

  describe('in the app', () => {
    let t: SandboxTestApp;
    beforeAll(async () => {
      t = await createSandboxTestApp();
    });
    afterAll(async () => t.close());

    test('an API route next to the public ones still answers 401 without the token', async () => {
      expect((await t.request('GET', '/api/ConfigApi')).status).toBe(401);
      expect((await t.request('POST', '/paypal/cancel', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
      expect((await t.request('GET', '/sandbox/paypal/checkoutnow?token=AAAAAAAAAAAAAAAAA')).status).toBe(404);
    });
  });
});
