import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';

/** The account's coupon page is a customer's: a guest is sent to the login (the list itself: e2e/account-coupons.spec.ts). */
test('S1-19 the coupon page of a guest leads to the login', async () => {
  const host = `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;
  const { status, headers } = await rawGet('/account/coupons', host);
  expect(status).toBeGreaterThanOrEqual(300);
  expect(status).toBeLessThan(400);
  expect(new URL(headers.location ?? '', `http://${host}`).pathname).toBe('/login-register');
});
