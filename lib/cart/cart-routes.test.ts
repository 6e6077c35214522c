import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { cartViewSchema, type CartView } from './cart-view';
import { cartCookieKey, signCartId } from './cart-cookie';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's cart endpoints (app/api/cart/**) end to end against the reference backend over HTTP: the calls
 * they make (recorded), the cookie, the answers, and bad input that must change nothing.
 */
type Call = { path: string; body: Record<string, unknown> | null };
type Routes = {
  cart: typeof import('@/app/api/cart/route');
  lines: typeof import('@/app/api/cart/lines/route');
  line: typeof import('@/app/api/cart/lines/[lineId]/route');
  coupon: typeof import('@/app/api/cart/coupon/route');
  backToCart: typeof import('@/app/[locale]/back-to-cart/[token]/route');
};
type Product = { productId: number; pseId: number; stock: number };

describe('cart endpoints of the storefront', () => {
  let backend: TestApp;
  let routes: Routes;
  let product: Product;
  let other: Product;
  const calls: Call[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    backend = await createTestApp();
    const { port } = backend.app.server.address() as AddressInfo;
    Object.assign(process.env, embeddedShopEnv(port, TEST_TOKEN));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = request.method === 'POST' ? await request.clone().text() : '';
      calls.push({ path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
      return realFetch(request);
    }) as typeof fetch;
    routes = {
      cart: await import('@/app/api/cart/route'),
      lines: await import('@/app/api/cart/lines/route'),
      line: await import('@/app/api/cart/lines/[lineId]/route'),
      coupon: await import('@/app/api/cart/coupon/route'),
      backToCart: await import('@/app/[locale]/back-to-cart/[token]/route'),
    };
    const rows = backend.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId, d.quantity AS stock FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 10
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = 13)
         ORDER BY p.id LIMIT 2`,
      )
      .all() as Product[];
    [product, other] = rows as [Product, Product];
  }, 60_000);

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await backend.close();
  });

  /** A browser of one shop: keeps the cart cookie between requests. */
  function browser(host = 'at.localhost') {
    let cookie: string | null = null;
    let extra: Record<string, string> = {};
    const send = async (handler: (request: NextRequest, context: never) => Promise<Response>, method: string, path: string, body?: unknown, params?: object) => {
      const headers: Record<string, string> = { host };
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      Object.assign(headers, extra);
      const request = new NextRequest(`http://${host}${path}`, { method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
      const response = await handler(request, { params: Promise.resolve(params ?? {}) } as never);
      const set = response.headers.getSetCookie().find((value) => value.startsWith('cart='));
      if (set) cookie = /^cart=;|Max-Age=0|Expires=Thu, 01 Jan 1970/.test(set) ? null : (set.split(';')[0] ?? null);
      const json = (await response.json()) as unknown;
      return { status: response.status, json, setCookie: set ?? null };
    };
    return {
      get cookie() {
        return cookie;
      },
      set cookie(value: string | null) {
        cookie = value;
      },
      /** Headers sent with every following request (Origin, Sec-Fetch-Site, Content-Type overrides). */
      set headers(value: Record<string, string>) {
        extra = value;
      },
      view: () => send(routes.cart.GET, 'GET', '/api/cart'),
      add: (body: unknown) => send(routes.lines.POST, 'POST', '/api/cart/lines', body),
      change: (lineId: string, body: unknown) => send(routes.line.PATCH, 'PATCH', `/api/cart/lines/${lineId}`, body, { lineId }),
      remove: (lineId: string) => send(routes.line.DELETE, 'DELETE', `/api/cart/lines/${lineId}`, undefined, { lineId }),
      clear: () => send(routes.cart.DELETE, 'DELETE', '/api/cart'),
      coupon: (code: unknown) => send(routes.coupon.POST, 'POST', '/api/cart/coupon', { code }),
    };
  }

  const viewOf = (json: unknown): CartView => cartViewSchema.parse(json);
  const lastCall = (path: string) => [...calls].reverse().find((call) => call.path === path);

  test('S4-34 S3-59 S7-08 the first add makes a cart, stores its id in an httpOnly cookie and calls /cart/add with the spec\'s fields', async () => {
    const shopper = browser();
    const answer = await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 2 });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/^cart=\d+\.[\w-]{43}; .*HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=lax/i);
    const view = viewOf(answer.json);
    expect(view.lines).toEqual([expect.objectContaining({ productId: product.productId, pseId: product.pseId, quantity: 2 })]);
    expect(JSON.stringify(answer.json)).not.toMatch(/cartId/);
    expect(lastCall('/cart/add')?.body).toMatchObject({
      'thelia.cart_id': null,
      thelia_cart_add: { append: true, product: product.productId, product_sale_elements_id: product.pseId, quantity: 2 },
      thelia_login: null,
    });
    const again = await shopper.view();
    expect(viewOf(again.json).count).toBe(2);
  });

  test('S4-24 adding the same variant again updates the line\'s quantity (one line)', async () => {
    const shopper = browser();
    await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 });
    const answer = await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 3 });
    const view = viewOf(answer.json);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]?.quantity).toBe(4);
    const cartId = Number(shopper.cookie?.split('=')[1]?.split('.')[0]);
    expect(lastCall('/cart/add')?.body).toMatchObject({ 'thelia.cart_id': cartId });
  });

  test("S4-30 a 'Cart not found' answer makes a new cart and retries the add once", async () => {
    const shopper = browser();
    shopper.cookie = `cart=${signCartId(987654, 'at', cartCookieKey({ token: TEST_TOKEN }))}`;
    const answer = await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 });
    expect(answer.status).toBe(200);
    expect(shopper.cookie).not.toContain('987654');
    const adds = calls.filter((call) => call.path === '/cart/add').slice(-2);
    expect(adds.map((call) => call.body?.['thelia.cart_id'])).toEqual([987654, null]);
  });

  test('S7-09 S7-10 S7-11 quantity update, decrease, delete and delete all call /cart/update, /cart/delete and /cart/clear', async () => {
    const shopper = browser();
    await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 3 });
    const added = viewOf((await shopper.add({ productId: other.productId, pseId: other.pseId, quantity: 1 })).json);
    const line = String(added.lines[0]?.id);

    const updated = await shopper.change(line, { action: 'update', quantityCount: 5 });
    expect(viewOf(updated.json).lines[0]?.quantity).toBe(5);
    expect(lastCall('/cart/update')?.body).toMatchObject({ cart_item: Number(line), quantity: 5, thelia_login: null });

    const decreased = await shopper.change(line, { action: 'decrease', quantityCount: 2 });
    expect(viewOf(decreased.json).lines[0]?.quantity).toBe(3);
    const removedByDecrease = await shopper.change(line, { action: 'decrease', quantityCount: 3 });
    expect(viewOf(removedByDecrease.json).lines.map((l) => l.pseId)).toEqual([other.pseId]);

    const otherLine = String(viewOf(removedByDecrease.json).lines[0]?.id);
    const deleted = await shopper.remove(otherLine);
    expect(viewOf(deleted.json).lines).toEqual([]);
    expect(lastCall('/cart/delete')?.body).toMatchObject({ cart_item: Number(otherLine) });

    await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 });
    const cleared = await shopper.clear();
    expect(viewOf(cleared.json).count).toBe(0);
    expect(lastCall('/cart/clear')?.body).toHaveProperty('cart_id');
  });

  test('bad quantities and unknown ids get a clear error and leave the cart unchanged', async () => {
    const shopper = browser();
    await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 2 });
    const before = viewOf((await shopper.view()).json);
    const line = String(before.lines[0]?.id);
    const cases: [unknown, number, string][] = [
      [{ productId: product.productId, pseId: product.pseId, quantity: -1 }, 400, 'invalid-quantity'],
      [{ productId: product.productId, pseId: product.pseId, quantity: 0 }, 400, 'invalid-quantity'],
      [{ productId: product.productId, pseId: product.pseId, quantity: 1.5 }, 400, 'invalid-quantity'],
      [{ productId: product.productId, pseId: product.pseId, quantity: 'drei' }, 400, 'invalid-quantity'],
      [{ productId: product.productId, pseId: product.pseId, quantity: 1e12 }, 400, 'invalid-quantity'],
      [{ productId: product.productId, pseId: product.pseId, quantity: product.stock + 1 }, 409, 'not-enough-stock'],
      [{ productId: 99999999, pseId: product.pseId, quantity: 1 }, 404, 'unknown-product'],
      [{ productId: product.productId, pseId: 99999999, quantity: 1 }, 404, 'unknown-product'],
      [{ productId: product.productId, pseId: other.pseId, quantity: 1 }, 404, 'unknown-product'],
      [{ productId: 'x', pseId: product.pseId, quantity: 1 }, 400, 'bad-request'],
      ['not json', 400, 'bad-request'],
    ];
    for (const [body, status, error] of cases) {
      const answer = await shopper.add(body);
      expect({ body, status: answer.status, json: answer.json }).toEqual({ body, status, json: { error } });
    }
    expect((await shopper.change(line, { action: 'update', quantityCount: -3 })).json).toEqual({ error: 'invalid-quantity' });
    expect((await shopper.change(line, { action: 'update', quantityCount: 2.5 })).json).toEqual({ error: 'invalid-quantity' });
    expect((await shopper.change(line, { action: 'explode' })).json).toEqual({ error: 'bad-request' });
    expect((await shopper.change('abc', { action: 'update', quantityCount: 1 })).status).toBe(400);
    expect((await shopper.remove('2147483000')).json).toEqual({ error: 'unknown-line' });
    expect(viewOf((await shopper.view()).json).lines).toEqual(before.lines);
  });

  test("a foreign cart id is refused: an edited cookie gets 403, another shopper's line id is unknown, and that cart is unchanged", async () => {
    const owner = browser();
    const ownerView = viewOf((await owner.add({ productId: product.productId, pseId: product.pseId, quantity: 2 })).json);
    const ownerCart = Number(owner.cookie?.split('=')[1]?.split('.')[0]);

    const intruder = browser();
    intruder.cookie = `cart=${ownerCart}.${'A'.repeat(43)}`;
    const forged = await intruder.add({ productId: other.productId, pseId: other.pseId, quantity: 1 });
    expect(forged).toMatchObject({ status: 403, json: { error: 'foreign-cart' } });
    expect(intruder.cookie).toBeNull();

    const fromOtherShop = browser('de.localhost');
    fromOtherShop.cookie = owner.cookie;
    expect((await fromOtherShop.view()).status).toBe(403);

    await intruder.add({ productId: other.productId, pseId: other.pseId, quantity: 1 });
    const ownerLine = String(ownerView.lines[0]?.id);
    expect((await intruder.change(ownerLine, { action: 'update', quantityCount: 9 })).json).toEqual({ error: 'unknown-line' });
    expect((await intruder.remove(ownerLine)).json).toEqual({ error: 'unknown-line' });
    expect(viewOf((await owner.view()).json).lines).toEqual(ownerView.lines);
  });

  test('S7-28 S8-30 a coupon calls insertCoupon with coupon_code, cart_id and customer_id; an invalid code is refused and changes nothing; a valid one gives its discount', async () => {
    const shopper = browser();
    const start = viewOf((await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 5 })).json);
    const cartId = [...calls].reverse().find((call) => call.path === '/cart/get')?.body?.cart_id;
    expect(typeof cartId).toBe('number');
    calls.length = 0;
    expect(await shopper.coupon('NOPE-123')).toMatchObject({ status: 400, json: { error: 'coupon-invalid' } });
    expect(calls.find((call) => call.path === '/api/ExternalOrderApi/insertCoupon/')?.body).toEqual({ coupon_code: 'NOPE-123', cart_id: cartId, customer_id: null });
    expect(await shopper.coupon('')).toMatchObject({ status: 400, json: { error: 'coupon-invalid' } });
    expect(viewOf((await shopper.view()).json).totals).toEqual(start.totals);
    const applied = await shopper.coupon('WILLKOMMEN10');
    expect(applied.status).toBe(200);
    const view = viewOf(applied.json);
    expect(view.coupon).toBe('WILLKOMMEN10');
    expect(view.totals.discount).toBeCloseTo(view.totals.goods * 0.1, 1);
  });

  test('S8-39 a delivery cost that cannot be read is only logged: the postage is unknown, nothing fails', async () => {
    const { readPostage } = await import('./server');
    const { SHOPS } = await import('@/contract/shops');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(readPostage({ shop: SHOPS.at, countryId: 13, login: null }, 2_000_000_000)).resolves.toBeNull();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('postage of cart'));
    } finally {
      logged.mockRestore();
    }
  });

  test('S2-59 /back-to-cart/{token} restores the abandoned cart into the cookie and lands on /cart; an unknown token says so', async () => {
    const shopper = browser();
    await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 });
    const cartId = Number(shopper.cookie?.split('=')[1]?.split('.')[0]);
    const token = ((await backend.post('/cart/abandoned', { cart_id: cartId })).json() as { data: { token: string } }).data.token;

    const request = new NextRequest(`http://at.localhost/back-to-cart/${token}`, { headers: { host: 'at.localhost' } });
    const response = await routes.backToCart.GET(request, { params: Promise.resolve({ locale: 'de-AT', token }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.getSetCookie()[0]).toContain(`cart=${cartId}.`);

    const unknown = await routes.backToCart.GET(new NextRequest('http://at.localhost/back-to-cart/x', { headers: { host: 'at.localhost' } }), {
      params: Promise.resolve({ locale: 'de-AT', token: 'unknown-token-0123456789' }),
    });
    expect(unknown.headers.get('location')).toBe('/cart?restore=failed');
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  test('/back-to-cart/{token} builds no URL from the Host: an invalid port or forwarded host still lands on /cart', async () => {
    for (const headers of [{ host: 'at.localhost:99999' }, { host: 'at.localhost:abc' }, { host: 'at.localhost', 'x-forwarded-host': 'not a url' }] as Array<Record<string, string>>) {
      const response = await routes.backToCart.GET(new NextRequest('http://at.localhost/back-to-cart/x', { headers }), {
        params: Promise.resolve({ locale: 'de-AT', token: 'unknown-token-0123456789' }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart?restore=failed');
    }
  });

  test('writes from another site are refused with 403 and change nothing; reads and same-site writes pass', async () => {
    const shopper = browser();
    const start = viewOf((await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 })).json);
    const line = String(start.lines[0]?.id);
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://de.localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attacks) {
      shopper.headers = headers;
      for (const answer of [
        await shopper.add({ productId: other.productId, pseId: other.pseId, quantity: 1 }),
        await shopper.change(line, { action: 'update', quantityCount: 7 }),
        await shopper.remove(line),
        await shopper.clear(),
        await shopper.coupon('WILLKOMMEN10'),
      ]) {
        expect({ headers, status: answer.status, json: answer.json, setCookie: answer.setCookie }).toEqual({ headers, status: 403, json: { error: 'cross-site' }, setCookie: null });
      }
    }
    shopper.headers = { origin: 'http://at.localhost', 'sec-fetch-site': 'same-origin' };
    expect((await shopper.change(line, { action: 'update', quantityCount: 2 })).status).toBe(200);
    shopper.headers = {};
    const after = viewOf((await shopper.view()).json);
    expect(after.lines.map((l) => [l.pseId, l.quantity])).toEqual([[product.pseId, 2]]);
  });

  test('a body of another type is refused with 415, a body over the limit with 413, and nothing changes', async () => {
    const shopper = browser();
    const start = viewOf((await shopper.add({ productId: product.productId, pseId: product.pseId, quantity: 1 })).json);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      shopper.headers = { 'content-type': type };
      expect(await shopper.add({ productId: other.productId, pseId: other.pseId, quantity: 1 })).toMatchObject({ status: 415, json: { error: 'unsupported-media-type' } });
    }
    shopper.headers = {};
    const huge = { lines: Array.from({ length: 2000 }, () => ({ productId: other.productId, pseId: other.pseId, quantity: 1 })) };
    expect(await shopper.add(huge)).toMatchObject({ status: 413, json: { error: 'payload-too-large' } });
    expect(viewOf((await shopper.view()).json).lines).toEqual(start.lines);
  });
});
