import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { PAYMENT_MODULE_IDS } from '@/backend/db/seed/payment-modules';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { sealSession, sessionCookieKey } from '@/lib/account/session-cookie';
import { orderListResponseSchema } from '@/contract/checkout';
import { TOKEN_LIFE_MS } from '@/contract/constants';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The checkout of a logged-in customer (ADR 0029) through the storefront's checkout endpoints against the reference
 * backend in-process: the order is the account's (customer id, `guest: false`, the account's e-mail), an address equal
 * to a saved one is that address, another one is added to the account, and no guest customer is made.
 */
type Handler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = {
  lines: typeof import('@/app/api/cart/lines/route');
  address: typeof import('@/app/api/checkout/address/route');
  shipping: typeof import('@/app/api/checkout/shipping/route');
  order: typeof import('@/app/api/checkout/order/route');
};

const anna = demoCustomer('private-at');
/** Anna's seeded default address as the checkout form sends it. */
const annasAddress = {
  salutation: 'miss', firstname: 'Anna', lastname: 'Berger', company: '', vatNumber: '', street: 'Mariahilfer Straße 45/3', addressExtra: '', zipcode: '1060',
  city: 'Wien', countryId: 13, county: '',
};

describe('checkout as a logged-in customer', () => {
  let real: TestApp;
  let routes: Routes;
  let log: jest.SpyInstance;

  beforeAll(async () => {
    real = await createTestApp();
    const { port } = real.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    Object.assign(process.env, embeddedShopEnv(url, TEST_TOKEN), { PORT: '3631' });
    routes = {
      lines: await import('@/app/api/cart/lines/route'),
      address: await import('@/app/api/checkout/address/route'),
      shipping: await import('@/app/api/checkout/shipping/route'),
      order: await import('@/app/api/checkout/order/route'),
    };
  }, 60_000);
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());
  afterAll(() => real.close());

  const rows = <T>(sql: string, ...params: (string | number)[]) => real.db.prepare(sql).all(...params) as T[];

  /** A browser of the Austrian shop logged in as `email` (the storefront's sealed session cookie). */
  async function customerBrowser(email: string) {
    const { token, customerId } = await loginToken(real, email);
    const now = Date.now();
    const jar = new Map<string, string>([['session', sealSession({ token, customerId, email, issuedAt: now, expiresAt: now + TOKEN_LIFE_MS }, 'at', sessionCookieKey({ token: TEST_TOKEN }), now)]]);
    const send = async (handler: Handler, path: string, body: unknown) => {
      const headers = { host: 'at.localhost', 'content-type': 'application/json', cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
      const response = await handler(new NextRequest(`http://at.localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), { params: Promise.resolve({}) });
      for (const set of response.headers.getSetCookie()) {
        const [pair = ''] = set.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    return { token, customerId, send };
  }

  const product = () =>
    rows<{ productId: number; pseId: number }>(
      `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = 0 AND d.stock_state = 'in_stock' AND d.quantity >= 10
         AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = 13) ORDER BY p.id LIMIT 1`,
    )[0]!;

  async function order(shopper: Awaited<ReturnType<typeof customerBrowser>>, address: Record<string, unknown>) {
    const item = product();
    expect((await shopper.send(routes.lines.POST as Handler, '/api/cart/lines', { productId: item.productId, pseId: item.pseId, quantity: 1 })).status).toBe(200);
    const saved = await shopper.send(routes.address.POST as Handler, '/api/checkout/address', {
      email: 'someone.else@example.at', phone: '+43660 1234567', business: false, invoice: annasAddress, deliveryDiffers: false, delivery: annasAddress, ...address,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.contact).toMatchObject({ email: anna.email });
    const shipping = { deliveryModuleId: 77, pickupCentreId: null, paymentModuleId: PAYMENT_MODULE_IDS.Vorkasse, message: '', completeDelivery: false };
    expect((await shopper.send(routes.shipping.POST as Handler, '/api/checkout/shipping', shipping)).status).toBe(200);
    const placed = await shopper.send(routes.order.POST as Handler, '/api/checkout/order', { attemptId: `attempt-${Date.now()}-${Math.random().toString(36).slice(2)}`, termsAccepted: true });
    expect(placed.status).toBe(200);
    return rows<{ id: number; customer_id: number; email: string; invoice_address_id: number; delivery_address_id: number }>('SELECT * FROM "order" ORDER BY id DESC LIMIT 1')[0]!;
  }

  test('S1-16 S4-53 the order is the account\'s: its id, guest false, its e-mail, its saved address; the history lists it at once', async () => {
    const shopper = await customerBrowser(anna.email);
    const addressesBefore = rows<{ id: number }>('SELECT id FROM address WHERE customer_id = ?', shopper.customerId);
    const guestsBefore = rows<{ n: number }>('SELECT count(*) AS n FROM customer WHERE guest = 1')[0]!.n;
    const placed = await order(shopper, {});
    expect(placed).toMatchObject({ customer_id: shopper.customerId, email: anna.email });
    expect(rows<{ n: number }>('SELECT count(*) AS n FROM customer WHERE guest = 1')[0]!.n).toBe(guestsBefore);
    // The saved default address is used as it is: no copy in the address book.
    expect(rows<{ id: number }>('SELECT id FROM address WHERE customer_id = ?', shopper.customerId)).toEqual(addressesBefore);
    const submitted = rows<{ guest: number }>('SELECT c.guest FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE o.id = ?', placed.id)[0];
    expect(submitted?.guest).toBe(0);
    const history = orderListResponseSchema.parse((await real.request('GET', '/api/ExternalOrderApi/order/', { token: shopper.token })).json());
    expect(history.OrderItems[0]).toMatchObject({ id: placed.id, guest: false });
  });

  test('a saved address with only the salutation and the phone changed is updated, not copied; the order carries the new ones', async () => {
    const shopper = await customerBrowser(anna.email);
    const addressesBefore = rows<{ id: number }>('SELECT id FROM address WHERE customer_id = ? ORDER BY id', shopper.customerId);
    const placed = await order(shopper, { phone: '+43 699 7654321', invoice: { ...annasAddress, salutation: 'none' }, delivery: { ...annasAddress, salutation: 'none' } });
    expect(rows<{ id: number }>('SELECT id FROM address WHERE customer_id = ? ORDER BY id', shopper.customerId)).toEqual(addressesBefore);
    expect(rows('SELECT title_id AS title, phone FROM address WHERE customer_id = ? AND is_default = 1', shopper.customerId)).toEqual([{ title: 4, phone: '+43 699 7654321' }]);
    const frozen = rows<{ title: number; phone: string }>('SELECT a.title_id AS title, a.phone FROM "order" o JOIN order_address a ON a.id = o.invoice_address_id WHERE o.id = ?', placed.id);
    expect(frozen).toEqual([{ title: 4, phone: '+43 699 7654321' }]);
  });

  test('a new address of a logged-in customer is added to the account once, and used again by the next order', async () => {
    const shopper = await customerBrowser(anna.email);
    const elsewhere = { ...annasAddress, street: 'Landstraßer Hauptstraße 7', zipcode: '1030' };
    const copies = () => rows<{ id: number }>("SELECT id FROM address WHERE customer_id = ? AND address1 = 'Landstraßer Hauptstraße 7'", shopper.customerId);
    const first = await order(shopper, { deliveryDiffers: true, delivery: elsewhere });
    expect(copies()).toHaveLength(1);
    const second = await order(shopper, { deliveryDiffers: true, delivery: elsewhere });
    expect(second.id).not.toBe(first.id);
    expect(rows<{ address1: string }>('SELECT address1 FROM order_address WHERE id = ?', second.delivery_address_id)[0]?.address1).toBe('Landstraßer Hauptstraße 7');
    expect(copies()).toHaveLength(1);
  });
});
