import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { CookieJar, httpLogIn, shopCall } from '../support/http-session';
import { DEMO_PASSWORD, shopCustomer } from '../support/accounts';

/** The admin bar's route answers administrators only (the bar in the page: e2e/admin-bar.spec.ts). */
test('S6-05 the admin bar\'s route refuses a customer who is no administrator, and a guest', async () => {
  const customer = await httpLogIn(DEFAULT_SHOP, shopCustomer(DEFAULT_SHOP).email, DEMO_PASSWORD);
  expect((await shopCall(DEFAULT_SHOP, '/api/admin-bar', customer)).status).toBe(403);
  expect((await shopCall(DEFAULT_SHOP, '/api/admin-bar', new CookieJar())).status).toBe(403);
});
