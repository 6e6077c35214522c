import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';

/** The checkout's server redirects (the address step itself is a journey: e2e/checkout-address.spec.ts). */
test('S2-51 an empty cart is sent back to /cart', async () => {
  // No cart cookie: the checkout page redirects on the server, before any checkout markup.
  const origin = `http://${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;
  const { status, headers } = await rawGet('/checkout', `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`);
  expect([303, 307, 308]).toContain(status);
  expect(new URL(headers.location ?? '', origin).pathname).toBe('/cart');
});
