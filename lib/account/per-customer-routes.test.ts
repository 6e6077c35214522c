import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@/backend/db/seed/customers';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { demoCustomer } from '@/backend/test-accounts';
import { cartViewSchema, type CartView } from '@/lib/cart/cart-view';
import { checkoutStateSchema } from '@/lib/checkout/checkout-state';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's per-customer endpoints of ADR 0031 against the reference backend started in-process: the cart and
 * the checkout priced net for a business customer with a checked VAT number (S6-04), the lists in the account, the
 * social unlink. A browser keeps the cookies the storefront sets (session, cart).
 */
type Handler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe('per-customer endpoints (ADR 0031)', () => {
  let real: TestApp;
  let routes: {
    login: typeof import('@/app/api/account/login/route');
    lines: typeof import('@/app/api/cart/lines/route');
    cart: typeof import('@/app/api/cart/route');
    checkout: typeof import('@/app/api/checkout/route');
    lists: typeof import('@/app/api/account/lists/route');
    merge: typeof import('@/app/api/account/lists/merge/route');
    unlink: typeof import('@/app/api/account/social/unlink/route');
  };
  let product: { productId: number; pseId: number };

  beforeAll(async () => {
    real = await createTestApp();
    const { port } = real.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    Object.assign(process.env, embeddedShopEnv(url, TEST_TOKEN), { PORT: '3631' });
    routes = {
      login: await import('@/app/api/account/login/route'),
      lines: await import('@/app/api/cart/lines/route'),
      cart: await import('@/app/api/cart/route'),
      checkout: await import('@/app/api/checkout/route'),
      lists: await import('@/app/api/account/lists/route'),
      merge: await import('@/app/api/account/lists/merge/route'),
      unlink: await import('@/app/api/account/social/unlink/route'),
    };
    product = real.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = 0 AND d.stock_state = 'in_stock' AND d.quantity >= 10
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
      .get() as { productId: number; pseId: number };
  }, 60_000);
  afterAll(() => real.close());

  function browser(host = 'de.localhost') {
    const jar = new Map<string, string>();
    const send = async (handler: Handler, method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { host, origin: `http://${host}` };
      if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await handler(new NextRequest(`http://${host}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), {
        params: Promise.resolve({}),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair = ''] = set.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value === '' || /Max-Age=0/i.test(set)) jar.delete(name);
        else jar.set(name, value);
      }
      return { status: response.status, json: (await response.json()) as unknown };
    };
    return {
      logIn: (email: string) => send(routes.login.POST as Handler, 'POST', '/api/account/login', { email, password: DEMO_PASSWORD }),
      add: (query = '') => send(routes.lines.POST as Handler, 'POST', `/api/cart/lines${query}`, { ...product, quantity: 2 }),
      cart: async (query = ''): Promise<CartView> => cartViewSchema.parse((await send(routes.cart.GET as unknown as Handler, 'GET', `/api/cart${query}`)).json),
      checkout: async (query = '') => checkoutStateSchema.parse((await send(routes.checkout.GET as unknown as Handler, 'GET', `/api/checkout${query}`)).json),
      lists: () => send(routes.lists.GET as unknown as Handler, 'GET', '/api/account/lists'),
      putLists: (body: unknown) => send(routes.lists.PUT as Handler, 'PUT', '/api/account/lists', body),
      merge: (body: unknown) => send(routes.merge.POST as Handler, 'POST', '/api/account/lists/merge', body),
      unlink: () => send(routes.unlink.POST as Handler, 'POST', '/api/account/social/unlink'),
    };
  }
  const business = demoCustomer('business-de');
  const setVatStatus = (status: string) => real.db.prepare('UPDATE customer SET vat_status = ? WHERE email = ?').run(status, business.email);

  test("S6-04 the German business customer with a checked VAT number, in the Austrian shop delivering to Germany: cart and checkout net with '0 % VAT'", async () => {
    const shopper = browser('at.localhost');
    const toGermany = '?country=5';
    expect((await shopper.logIn(business.email)).status).toBe(200);
    expect((await shopper.add(toGermany)).status).toBe(200);
    const view = await shopper.cart(toGermany);
    expect(view.vatExcluded).toBe(true);
    expect(view.lines[0]).toMatchObject({ taxPercent: 0 });
    expect(view.totals.vat).toEqual([]);
    // Delivered in Austria it is no intra-Community supply: Austrian VAT.
    const domestic = await shopper.cart();
    expect(domestic.vatExcluded).toBeUndefined();
    expect(domestic.lines[0]?.taxPercent).toBe(20);
    const state = await shopper.checkout(toGermany);
    expect(state.cart.vatExcluded).toBe(true);
    expect(state.totals.vat).toEqual([]);
    expect(state.totals.goods).toBe(view.totals.goods);

    // The same customer once the backend holds the number as invalid: gross again, with the VAT in it.
    setVatStatus('invalid');
    try {
      const gross = await shopper.cart(toGermany);
      expect(gross.vatExcluded).toBeUndefined();
      expect(gross.lines[0]?.taxPercent).toBe(19);
      expect(gross.totals.goods).toBeGreaterThan(view.totals.goods);
      expect(gross.totals.vat.length).toBeGreaterThan(0);
    } finally {
      setVatStatus('valid');
    }
  });

  test('S6-04 the German business customer in the German shop (a domestic sale) gets the gross cart with 19 % VAT', async () => {
    const shopper = browser('de.localhost');
    expect((await shopper.logIn(business.email)).status).toBe(200);
    await shopper.add();
    const view = await shopper.cart();
    expect(view.vatExcluded).toBeUndefined();
    expect(view.lines[0]?.taxPercent).toBe(19);
    expect(view.totals.vat.length).toBeGreaterThan(0);
    const state = await shopper.checkout();
    expect(state.cart.vatExcluded).toBeUndefined();
    expect(state.totals.vat.length).toBeGreaterThan(0);
  });

  test('S6-04 a guest and a private customer get the gross cart', async () => {
    const guest = browser();
    await guest.add();
    expect((await guest.cart()).vatExcluded).toBeUndefined();
    const lukas = browser();
    await lukas.logIn(demoCustomer('private-de').email);
    await lukas.add();
    expect((await lukas.cart()).lines[0]?.taxPercent).toBe(19);
  });

  test('the lists in the account: a guest is refused, bad lists are a 400, a customer reads, replaces and merges', async () => {
    const guest = browser();
    expect((await guest.lists()).status).toBe(401);
    expect((await guest.merge({ wishlist: [], compare: [] })).status).toBe(401);
    expect((await guest.unlink()).status).toBe(401);
    const anna = browser('at.localhost');
    await anna.logIn(demoCustomer('private-at').email);
    expect((await anna.putLists({ wishlist: [product.productId], compare: [0] })).status).toBe(400);
    expect((await anna.putLists({ wishlist: 'x' })).status).toBe(400);
    expect((await anna.putLists({ wishlist: [product.productId], compare: [] })).json).toEqual({ wishlist: [product.productId], compare: [] });
    expect((await anna.merge({ wishlist: [], compare: [product.productId] })).json).toEqual({ wishlist: [product.productId], compare: [product.productId] });
    expect((await anna.lists()).json).toEqual({ wishlist: [product.productId], compare: [product.productId] });
    expect((await anna.unlink()).status).toBe(200);
  });
});
