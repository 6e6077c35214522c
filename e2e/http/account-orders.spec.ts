import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';

/** The account's order pages without a session (the orders themselves are a journey: e2e/account-orders.spec.ts). */
test("S2-40 without a session the account's order pages send the shopper to log in", async () => {
  const host = `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;
  for (const path of ['/account/orders']) {
    const { status, headers } = await rawGet(path, host);
    expect([303, 307, 308], path).toContain(status);
    expect(new URL(headers.location ?? '', `http://${host}`).pathname, path).toBe('/login-register');
  }
});
