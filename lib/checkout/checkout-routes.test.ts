import crypto from 'node:crypto';
import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { PAY_MESSAGES, payRequestSchema, type PayRequest } from '@/lib/contract/checkout';
import { startCheckoutBackend, paymentMethodId, type CheckoutBackend } from '@/lib/testing/checkout-backend';
import { EXPRESS_DATA_LIFE_MS } from '@/lib/shop/constants';
import { checkoutStateSchema, type CheckoutState } from './checkout-state';
import { checkoutKeys, sealExpress } from './express-cookie';

/**
 * The storefront's checkout endpoints (app/api/checkout/**) over HTTP: the reference backend answers the cart, postage,
 * delivery modules and catalogue; the checkout calls of the contract (payment methods, guest, address, local pickup,
 * pay routes) are answered at the HTTP boundary by lib/testing/checkout-backend.ts, which records what the storefront
 * sent.
 */
type Handler = (request: NextRequest, segment: { params: Promise<Record<string, never>> }) => Promise<Response>;
type Routes = {
  lines: typeof import('@/app/api/cart/lines/route');
  coupon: typeof import('@/app/api/cart/coupon/route');
  view: typeof import('@/app/api/checkout/route');
  address: typeof import('@/app/api/checkout/address/route');
  shipping: typeof import('@/app/api/checkout/shipping/route');
  order: typeof import('@/app/api/checkout/order/route');
};
type Product = { productId: number; pseId: number; title: string };

const vienna = {
  salutation: 'ms',
  firstname: 'Anna',
  lastname: 'Berger',
  company: '',
  vatNumber: '',
  street: 'Hauptstraße 10/A/4/15',
  addressExtra: '',
  zipcode: '1100',
  city: 'Wien',
  countryId: 13,
  county: '',
};
const cluj = { ...vienna, firstname: 'Ioana', lastname: 'Popescu', street: 'Strada Fabricii 93', zipcode: '400620', city: 'Cluj-Napoca', countryId: 146, county: 'Cluj' };
/** The seed's phone_regex of the Austrian shop wants the prefix and the number without a space between them. */
const addressStep = (change: Record<string, unknown> = {}) => ({
  email: 'anna@example.at',
  phone: '+43660 1234567',
  business: false,
  invoice: vienna,
  deliveryDiffers: false,
  delivery: vienna,
  ...change,
});
const shippingStep = (change: Record<string, unknown> = {}) => ({
  deliveryModuleId: 77,
  pickupCentreId: null,
  paymentModuleId: paymentMethodId('PayPal'),
  message: 'Bitte beim Nachbarn abgeben',
  completeDelivery: true,
  ...change,
});
const ATTEMPT = 'attempt-0123456789abcdef';

describe('checkout endpoints of the storefront', () => {
  let real: TestApp;
  let backend: CheckoutBackend;
  let routes: Routes;
  let product: Product;
  let roProduct: Product;
  let undeliverableInGermany: Product;
  let freightProduct: Product;
  let log: jest.SpyInstance;

  beforeAll(async () => {
    real = await createTestApp();
    const { port } = real.app.server.address() as AddressInfo;
    backend = await startCheckoutBackend(`http://127.0.0.1:${port}`);
    Object.assign(process.env, {
      SHOP_API_URL: backend.url,
      SHOP_FAST_API: `${backend.url}/fast`,
      SHOP_TOKEN: TEST_TOKEN,
      SHOP_LANGUAGE: 'de',
      SHOP_LOCALE: 'de_AT',
      SHOP_HOSTS_AT: 'at.localhost',
      SHOP_HOSTS_DE: 'de.localhost',
      SHOP_HOSTS_RO: 'ro.localhost',
      // The Romanian shop has a configured public origin: return addresses and the Secure flag follow it.
      SHOP_ORIGIN_RO: 'https://www.casa-sanitara.test',
      PORT: '3630',
    });
    routes = {
      lines: await import('@/app/api/cart/lines/route'),
      coupon: await import('@/app/api/cart/coupon/route'),
      view: await import('@/app/api/checkout/route'),
      address: await import('@/app/api/checkout/address/route'),
      shipping: await import('@/app/api/checkout/shipping/route'),
      order: await import('@/app/api/checkout/order/route'),
    };
    const pick = (where: string, locale = 'de_AT') =>
      real.db
        .prepare(
          `SELECT p.id AS productId, d.id AS pseId, t.title FROM product p
           JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
           JOIN product_i18n t ON t.id = p.id AND t.locale = ?
           WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 10 AND ${where}
           ORDER BY p.id LIMIT 1`,
        )
        .get(locale) as Product;
    const deliverableTo = (country: number) => `NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ${country})`;
    product = pick(`p.freight = 0 AND ${deliverableTo(13)} AND ${deliverableTo(5)}`);
    roProduct = pick(`p.freight = 0 AND ${deliverableTo(146)}`, 'ro_RO');
    undeliverableInGermany = pick(`p.freight = 0 AND ${deliverableTo(13)} AND NOT ${deliverableTo(5)}`);
    freightProduct = pick(`p.freight = 1 AND ${deliverableTo(13)}`);
  }, 60_000);

  beforeEach(() => {
    backend.reset();
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  afterAll(async () => {
    await backend.close();
    await real.close();
  });

  /** A browser of one shop: keeps every cookie the storefront sets (cart and checkout) between requests. */
  function browser(host = 'at.localhost') {
    const jar = new Map<string, string>();
    let extra: Record<string, string> = {};
    const send = async (handler: Handler, method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { host, ...extra };
      if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const request = new NextRequest(`http://${host}${path}`, { method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
      const response = await handler(request, { params: Promise.resolve({}) });
      const setCookies = response.headers.getSetCookie();
      for (const set of setCookies) {
        const [pair = ''] = set.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)) jar.delete(name);
        else jar.set(name, value);
      }
      return { status: response.status, json: (await response.json()) as Record<string, unknown>, setCookies };
    };
    return {
      jar,
      set headers(value: Record<string, string>) {
        extra = value;
      },
      add: (item: Product, quantity = 1) => send(routes.lines.POST as Handler, 'POST', '/api/cart/lines', { productId: item.productId, pseId: item.pseId, quantity }),
      coupon: (code: string) => send(routes.coupon.POST as Handler, 'POST', '/api/cart/coupon', { code }),
      view: (query = '') => send(routes.view.GET as unknown as Handler, 'GET', `/api/checkout${query}`),
      address: (body: unknown) => send(routes.address.POST as Handler, 'POST', '/api/checkout/address', body),
      shipping: (body: unknown) => send(routes.shipping.POST as Handler, 'POST', '/api/checkout/shipping', body),
      order: (body: unknown) => send(routes.order.POST as Handler, 'POST', '/api/checkout/order', body),
    };
  }

  const stateOf = (json: unknown): CheckoutState => checkoutStateSchema.parse(json);
  const lastPay = (path = '/paypal/pay'): PayRequest => payRequestSchema.parse(backend.callsTo(path).at(-1)?.body);
  const cartIdOf = (shopper: ReturnType<typeof browser>) => Number(shopper.jar.get('cart')?.split('.')[0]);
  const cartItems = (cartId: number) => (real.db.prepare('SELECT COUNT(*) AS n FROM cart_item WHERE cart_id = ?').get(cartId) as { n: number }).n;

  /** A shopper with a cart, the address saved and (unless told otherwise) the shipping step saved. */
  async function readyShopper(options: { host?: string; items?: Product[]; address?: Record<string, unknown>; shipping?: Record<string, unknown> | null } = {}) {
    const shopper = browser(options.host);
    for (const item of options.items ?? [product]) expect((await shopper.add(item, 2)).status).toBe(200);
    const saved = await shopper.address(addressStep(options.address));
    expect(saved.status).toBe(200);
    if (options.shipping !== null) expect((await shopper.shipping(shippingStep(options.shipping ?? {}))).status).toBe(200);
    return shopper;
  }

  test('S2-51 without a cart the checkout answers cart-empty; with one it starts at the address step', async () => {
    const shopper = browser();
    expect(await shopper.view()).toMatchObject({ status: 409, json: { error: 'cart-empty' } });
    await shopper.add(product, 2);
    const state = stateOf((await shopper.view()).json);
    expect(state).toMatchObject({ reachable: 'address', contact: null, deliveryMethods: null, paymentMethods: null, deliveryCountryId: 13 });
    expect(state.cart.lines).toHaveLength(1);
    expect(state.totals.shipping).not.toBeNull();
  });

  test('S5-40 an address step with errors names every field at fault at once and saves nothing', async () => {
    const shopper = browser();
    await shopper.add(product);
    const answer = await shopper.address(addressStep({ email: 'anna@', invoice: { ...vienna, firstname: 'A', zipcode: '123', salutation: '' }, deliveryDiffers: true, delivery: { ...vienna, street: '' } }));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: 'invalid',
      fields: { email: 'email', 'invoice.salutation': 'required', 'invoice.firstname': 'tooShort', 'invoice.zipcode': 'postcode', 'delivery.street': 'required' },
    });
    expect(answer.setCookies.filter((cookie) => cookie.startsWith('checkout'))).toEqual([]);
    expect((await shopper.address({ email: 'x' })).json).toEqual({ error: 'bad-request' });
    expect((await shopper.address('not json')).json).toEqual({ error: 'bad-request' });
  });

  test('S3-60 S7-07 S4-20 the saved address lives in an encrypted httpOnly cookie and brings the delivery and payment methods of its country', async () => {
    const shopper = browser();
    await shopper.add(product, 2);
    const answer = await shopper.address(addressStep());
    expect(answer.status).toBe(200);
    const cookie = answer.setCookies.find((set) => set.startsWith('checkout='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=1800/);
    // A local shop host: no Secure flag (the configured origin is plain http).
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).not.toMatch(/Anna|Berger|Wien|example/);
    const state = stateOf(answer.json);
    expect(state.reachable).toBe('shipping');
    expect(state.contact).toEqual({ email: 'anna@example.at', phone: '+43660 1234567', business: false });
    expect(state.deliveryMethods?.selectedId).toBe(77);
    expect(state.paymentMethods?.options.map((method) => method.code)).toEqual(['PayPal', 'StripePayment', 'Sofort', 'Vorkasse']);
    expect(state.paymentMethods?.selectedId).toBeNull();
    const cartId = cartIdOf(shopper);
    for (const path of [`/api/getActiveDelivery/${cartId}`, `/api/getActivePaymentMethods/${cartId}`]) {
      const call = backend.callsTo(path).at(-1);
      expect({ country: call?.query.get('country_id'), locale: call?.query.get('locale') }).toEqual({ country: '13', locale: 'de_AT' });
    }
    // The browser's view names no backend id.
    expect(JSON.stringify(answer.json)).not.toMatch(/cartId|customer_id|address_id|cart_id/);
    expect(stateOf((await shopper.view()).json).invoiceAddress).toMatchObject({ firstname: 'Anna', street: 'Hauptstraße 10/A/4/15', zipcode: '1100' });
  });

  test('a changed, expired or other shop\'s express cookie is ignored', async () => {
    const shopper = await readyShopper({ shipping: null });
    const value = shopper.jar.get('checkout') ?? '';
    shopper.jar.set('checkout', `${value.slice(0, -3)}${value.endsWith('A') ? 'BBB' : 'AAA'}`);
    expect(await shopper.shipping(shippingStep())).toMatchObject({ status: 409, json: { error: 'session-expired' } });

    const express = {
      contact: { email: 'anna@example.at', phone: '', business: false },
      invoiceAddress: vienna,
      deliveryAddress: null,
      shipping: null,
      made: { customer: null, invoiceAddress: null, deliveryAddress: null },
    };
    const key = checkoutKeys({ token: TEST_TOKEN }).express;
    shopper.jar.set('checkout', sealExpress(express, 'de', key, Date.now()));
    expect((await shopper.shipping(shippingStep())).json).toEqual({ error: 'session-expired' });
    shopper.jar.set('checkout', sealExpress(express, 'at', key, Date.now() - EXPRESS_DATA_LIFE_MS - 1));
    expect((await shopper.shipping(shippingStep())).json).toEqual({ error: 'session-expired' });
    shopper.jar.set('checkout', sealExpress(express, 'at', key, Date.now() - 60_000));
    expect((await shopper.shipping(shippingStep())).status).toBe(200);
  });

  test('S4-58 the delivery address decides the delivery country: its prices, methods and payment methods', async () => {
    const shopper = browser();
    await shopper.add(product, 2);
    const munich = { ...vienna, street: 'Landsberger Straße 302', zipcode: '80687', city: 'München', countryId: 5 };
    const state = stateOf((await shopper.address(addressStep({ deliveryDiffers: true, delivery: munich }))).json);
    expect(state.deliveryCountryId).toBe(5);
    expect(state.deliveryAddress).toMatchObject({ city: 'München', countryId: 5 });
    expect(backend.callsTo(`/api/getActiveDelivery/${cartIdOf(shopper)}`).at(-1)?.query.get('country_id')).toBe('5');
    const vat = state.totals.vat.map((share) => share.percent);
    expect(vat).toContain(19);
    expect(vat).not.toContain(20);
  });

  test('S4-22 a stored delivery method that is no longer offered is replaced by the lowest-position method', async () => {
    // Freight forwarding (79) is offered only for carts with freight items.
    const plain = await readyShopper({ shipping: null });
    expect(await plain.shipping(shippingStep({ deliveryModuleId: 79 }))).toMatchObject({ status: 409, json: { error: 'delivery-unavailable' } });
    const shopper = await readyShopper({ items: [product, freightProduct], shipping: { deliveryModuleId: 79, paymentModuleId: paymentMethodId('Vorkasse') } });
    expect(stateOf((await shopper.view()).json)).toMatchObject({ reachable: 'review', deliveryMethods: { selectedId: 79 } });
    backend.answer('GET /api/getActiveDelivery/:id', () => ({
      status: 200,
      body: [
        { id: 77, code: 'parcel', title: 'Paket', position: 1, postage: 4.92, postage_taxed: 5.9, pickup: false },
        { id: 78, code: 'pickup', title: 'Abholung', position: 0, postage: 0, postage_taxed: 0, pickup: true },
      ],
    }));
    const state = stateOf((await shopper.view()).json);
    expect(state.deliveryMethods?.selectedId).toBe(78);
    // The stored choice no longer stands: the shipping step is to be confirmed again.
    expect(state.reachable).toBe('shipping');
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 409, json: { error: 'delivery-unavailable' } });
  });

  test('S8-26 S1-12 local pickup where no centre offers it is refused with no-pickup', async () => {
    const shopper = await readyShopper({ shipping: null });
    const answer = await shopper.shipping(shippingStep({ deliveryModuleId: 78, pickupCentreId: 0 }));
    expect(answer).toMatchObject({ status: 422, json: { error: 'no-pickup' } });
    expect(stateOf((await shopper.view()).json).pickupCentres).toEqual([]);
  });

  test('S5-14 local pickup needs a pickup centre of the country and a phone number', async () => {
    // An Austrian pickup centre (the seed has pickup in Romania only, where the config asks every shopper's phone).
    backend.answer('GET /fast/fulfilment_center/', () => ({
      status: 200,
      body: [{ id: 1, name: 'Schauraum Wien', address: 'Triester Straße 14', zipcode: '1100', city: 'Wien', country_id: 13, phone: '+43 1 234 56 78', opening_hours: [], pickup: true }],
    }));
    const shopper = await readyShopper({ address: { phone: '' }, shipping: null });
    expect(stateOf((await shopper.view()).json).pickupCentres.map((centre) => centre.name)).toEqual(['Schauraum Wien']);
    const pickup = { deliveryModuleId: 78, paymentModuleId: paymentMethodId('Vorkasse') };
    expect((await shopper.shipping(shippingStep({ ...pickup, pickupCentreId: null }))).json).toEqual({ error: 'invalid', fields: { pickupCentreId: 'required' } });
    expect((await shopper.shipping(shippingStep({ ...pickup, pickupCentreId: 4 }))).json).toEqual({ error: 'invalid', fields: { pickupCentreId: 'required' } });
    expect((await shopper.shipping(shippingStep({ ...pickup, pickupCentreId: 1 }))).json).toEqual({ error: 'invalid', fields: { phone: 'phoneRequired' } });
    // Parcel delivery needs no phone in Austria.
    expect((await shopper.shipping(shippingStep({ paymentModuleId: paymentMethodId('Vorkasse') }))).status).toBe(200);
    const saved = await shopper.shipping(shippingStep({ ...pickup, pickupCentreId: 1, phone: '+43660 1234567' }));
    expect(saved.status).toBe(200);
    expect(stateOf(saved.json)).toMatchObject({ reachable: 'review', shipping: { deliveryModuleId: 78, pickupCentreId: 1 }, contact: { phone: '+43660 1234567' } });
  });

  test('the Romanian shop lists its pickup centres', async () => {
    const shopper = await readyShopper({ host: 'ro.localhost', items: [roProduct], address: { email: 'ioana@example.ro', phone: '0264 123 456', invoice: cluj }, shipping: null });
    expect(stateOf((await shopper.view()).json).pickupCentres.map((centre) => centre.city)).toEqual(['București', 'Cluj-Napoca']);
  });

  test('S5-15 S2-54 freight items: the phone is required and the postage is the freight forwarder\'s, its own line', async () => {
    const shopper = browser();
    await shopper.add(freightProduct, 1);
    expect((await shopper.address(addressStep({ phone: '' }))).json).toEqual({ error: 'invalid', fields: { phone: 'phoneRequired' } });
    const state = stateOf((await shopper.address(addressStep())).json);
    expect(state.freightTitles).toEqual([freightProduct.title]);
    expect(state.totals.freight).toBe(true);
    expect(state.totals.shipping).toBe(90);
  });

  test('shipping choices must be offered: unknown method, unknown payment, bad input', async () => {
    const shopper = await readyShopper({ shipping: null });
    expect(await shopper.shipping(shippingStep({ deliveryModuleId: 999 }))).toMatchObject({ status: 409, json: { error: 'delivery-unavailable' } });
    expect(await shopper.shipping(shippingStep({ paymentModuleId: paymentMethodId('Nachnahme') }))).toMatchObject({ status: 409, json: { error: 'payment-unavailable' } });
    expect((await shopper.shipping(shippingStep({ message: 'x'.repeat(1001) }))).json).toEqual({ error: 'invalid', fields: { message: 'tooLong' } });
    for (const body of [{}, shippingStep({ deliveryModuleId: -1 }), shippingStep({ completeDelivery: 'yes' }), 'junk']) {
      expect((await shopper.shipping(body)).json).toEqual({ error: 'bad-request' });
    }
  });

  test('S1-08 S1-09 the saved shipping step brings the review: methods remembered, postage and payment surcharge in the total', async () => {
    const shopper = await readyShopper({ host: 'ro.localhost', items: [roProduct], address: { email: 'ioana@example.ro', phone: '0264 123 456', invoice: cluj }, shipping: null });
    const saved = stateOf((await shopper.shipping(shippingStep({ paymentModuleId: paymentMethodId('Nachnahme') }))).json);
    expect(saved.reachable).toBe('review');
    expect(saved.paymentMethods?.selectedId).toBe(paymentMethodId('Nachnahme'));
    expect(saved.shipping).toMatchObject({ message: 'Bitte beim Nachbarn abgeben', completeDelivery: true });
    // 2.00 € surcharge in lei at the seed's rate, added to the total.
    expect(saved.totals.fee).toBeCloseTo(2 * 4.97, 2);
    expect(saved.totals.total).toBeCloseTo(saved.totals.goods - saved.totals.discount + (saved.totals.shipping ?? 0) + saved.totals.fee, 2);
    expect(saved.cart.currency.code).toBe('RON');
    const again = stateOf((await shopper.view()).json);
    expect(again.paymentMethods?.selectedId).toBe(paymentMethodId('Nachnahme'));
  });

  test('S7-20 S6-08 S6-01 the order builds the whole pay payload from the server-side state; the browser sends only an attempt id', async () => {
    const shopper = await readyShopper();
    await shopper.coupon('WILLKOMMEN10');
    backend.answer('POST /api/ExternalOrderApi/guest', () => ({ status: 201, body: { status_code: 201, data: { customer_id: 4242, ref: 'GUEST4242' } } }));
    const answer = await shopper.order({ attemptId: ATTEMPT, cart_id: 1, customer_id: 1, price: 0, delivery_address_id: 1 });
    expect(answer.status).toBe(200);
    const payload = lastPay();
    const cartId = cartIdOf(shopper);
    const guest = backend.callsTo('/api/ExternalOrderApi/guest').at(-1);
    const addresses = backend.callsTo('/api/ExternalOrderApi/address');
    expect(guest?.body).toEqual({ email: 'anna@example.at', title: 2, firstname: 'Anna', lastname: 'Berger', locale: 'de_AT' });
    expect(addresses.at(-1)?.body).toMatchObject({ title: 2, firstname: 'Anna', address1: 'Hauptstraße 10/A/4/15', zipcode: '1100', city: 'Wien', country_id: 13, phone: '+43660 1234567', vat_number: '' });
    const expectedSession = crypto.createHmac('sha256', checkoutKeys({ token: TEST_TOKEN }).session).update(`${cartId}:${ATTEMPT}`).digest('base64url');
    expect(payload).toEqual({
      cart_id: cartId,
      customer_id: 4242,
      appliedCoupon: 'WILLKOMMEN10',
      api_call: 'http://at.localhost:3630/api/checkout/return',
      session_id: expectedSession,
      email: 'anna@example.at',
      delivery_address_id: expect.any(Number),
      delivery_module_id: 77,
      invoice_address_id: expect.any(Number),
      payment_module_id: paymentMethodId('PayPal'),
      postage_tax_rule_title: expect.any(String),
      country_id: 13,
      locale: 'de_AT',
      isCompany: false,
      message: 'Bitte beim Nachbarn abgeben',
      isCompleteDelivery: true,
      guest: true,
      confirm_undeliverable: false,
      fulfilment_center_id: null,
    });
    expect(payload.delivery_address_id).toBe(payload.invoice_address_id);
    expect(payload.postage_tax_rule_title).not.toBe('');
    expect(JSON.stringify(answer.json)).not.toMatch(/customer|address|cart_id/);
  });

  test('S6-08 a business guest: company title, VAT number on the invoice address, isCompany with guest', async () => {
    const shopper = await readyShopper({
      address: { business: true, invoice: { ...vienna, salutation: '', company: 'Bad & Wärme GmbH', vatNumber: 'atu 1234 5678' }, deliveryDiffers: true, delivery: { ...vienna, street: 'Baustelle 1', zipcode: '1010' } },
    });
    expect((await shopper.order({ attemptId: ATTEMPT })).status).toBe(200);
    const [invoice, delivery] = backend.callsTo('/api/ExternalOrderApi/address').slice(-2);
    expect(invoice?.body).toMatchObject({ title: 3, company: 'Bad & Wärme GmbH', vat_number: 'ATU12345678' });
    expect(delivery?.body).toMatchObject({ title: 2, company: '', vat_number: '', address1: 'Baustelle 1' });
    const payload = lastPay();
    expect({ isCompany: payload.isCompany, guest: payload.guest }).toEqual({ isCompany: true, guest: true });
    expect(payload.delivery_address_id).not.toBe(payload.invoice_address_id);
  });

  test('the same submission twice makes the guest and the addresses once and carries the same idempotency key', async () => {
    const shopper = await readyShopper();
    const guests = backend.callsTo('/api/ExternalOrderApi/guest').length;
    const addresses = backend.callsTo('/api/ExternalOrderApi/address').length;
    const [first, second] = [await shopper.order({ attemptId: ATTEMPT }), await shopper.order({ attemptId: ATTEMPT })];
    expect(first.json).toEqual(second.json);
    expect(backend.callsTo('/api/ExternalOrderApi/guest').length).toBe(guests + 1);
    expect(backend.callsTo('/api/ExternalOrderApi/address').length).toBe(addresses + 1);
    const pays = backend.callsTo('/paypal/pay').slice(-2).map((call) => (call.body as PayRequest).session_id);
    expect(pays[0]).toBe(pays[1]);
    // A new attempt (a new review) is a new key; a changed address makes a new address, not a new guest.
    await shopper.address(addressStep({ invoice: { ...vienna, street: 'Neubaugasse 4' } }));
    await shopper.shipping(shippingStep());
    await shopper.order({ attemptId: 'attempt-fedcba9876543210' });
    expect(backend.callsTo('/api/ExternalOrderApi/guest').length).toBe(guests + 1);
    expect(backend.callsTo('/api/ExternalOrderApi/address').length).toBe(addresses + 2);
    expect(lastPay().session_id).not.toBe(pays[0]);
  });

  test('a prepayment order empties the cart, yet the same submission again (a double click, a retry) goes where the first answer went', async () => {
    // The backend's rules for the pay route (backend/repo/order-placement.ts): a known key answers its order before
    // the cart is looked at; prepayment empties the cart when the order is placed; an empty cart is refused otherwise.
    const orders = new Map<string, string>();
    backend.answer('POST /vorkasse/pay', (call) => {
      const payload = payRequestSchema.parse(call.body);
      const known = orders.get(payload.session_id);
      if (!known && cartItems(payload.cart_id) === 0) return { status: 409, body: { status_code: 409, message: PAY_MESSAGES.emptyCart } };
      const ref = known ?? `ORD${String(9000 + orders.size).padStart(12, '0')}`;
      orders.set(payload.session_id, ref);
      real.db.prepare('DELETE FROM cart_item WHERE cart_id = ?').run(payload.cart_id);
      return { status: 200, body: { status_code: 200, data: { order_id: 9000, order_ref: ref, order_number: '2026-9000', url: `${payload.api_call}/vorkasse/success?order_ref=${ref}`, status: 'not_paid' } } };
    });
    const shopper = await readyShopper({ shipping: { paymentModuleId: paymentMethodId('Vorkasse') } });
    const first = await shopper.order({ attemptId: ATTEMPT });
    expect(first).toMatchObject({ status: 200, json: { next: expect.stringMatching(/\/api\/checkout\/return\/vorkasse\/success\?order_ref=ORD\d{12}$/) } });
    expect(cartItems(cartIdOf(shopper))).toBe(0);
    const guests = backend.callsTo('/api/ExternalOrderApi/guest').length;
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 200, json: first.json });
    // The records of the first call are used again; one order for the submission.
    expect(backend.callsTo('/api/ExternalOrderApi/guest').length).toBe(guests);
    expect(orders.size).toBe(1);
    // A new attempt on the emptied cart places nothing.
    expect(await shopper.order({ attemptId: 'attempt-fedcba9876543210' })).toMatchObject({ status: 409, json: { error: 'cart-empty' } });
    expect(orders.size).toBe(1);

    // Two clicks at once: both answers send the browser to the one order.
    const twice = await readyShopper({ shipping: { paymentModuleId: paymentMethodId('Vorkasse') } });
    const [one, two] = await Promise.all([twice.order({ attemptId: ATTEMPT }), twice.order({ attemptId: ATTEMPT })]);
    expect(one).toMatchObject({ status: 200 });
    expect(two.json).toEqual(one.json);
    expect(orders.size).toBe(2);

    // A repeat of a submission whose order is paid by now says so.
    backend.answer('POST /vorkasse/pay', () => ({ status: 409, body: { status_code: 409, message: PAY_MESSAGES.alreadyPaid } }));
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 409, json: { error: 'already-paid' } });
  });

  test('S4-35 S7-14 S7-16 S7-19 each method calls its pay route and the browser goes to the answered address', async () => {
    for (const [code, path] of [['PayPal', '/paypal/pay'], ['Sofort', '/sofort/pay'], ['Vorkasse', '/vorkasse/pay']] as const) {
      const shopper = await readyShopper({ shipping: { paymentModuleId: paymentMethodId(code) } });
      const answer = await shopper.order({ attemptId: ATTEMPT });
      expect(answer.status).toBe(200);
      expect(backend.callsTo(path)).not.toHaveLength(0);
      const next = String(answer.json.next);
      if (code === 'Vorkasse') expect(next).toMatch(/^http:\/\/at\.localhost:3630\/api\/checkout\/return\/vorkasse\/success\?order_ref=ORD\d{12}$/);
      else expect(next).toMatch(new RegExp(`/sandbox/${code.toLowerCase()}/pay/ORD\\d{12}$`));
    }
  });

  test('S4-36 S7-17 the card provider\'s session id opens the session page (STRIPE_CHECKOUT_URL default)', async () => {
    const shopper = await readyShopper({ shipping: { paymentModuleId: paymentMethodId('StripePayment') } });
    const answer = await shopper.order({ attemptId: ATTEMPT });
    expect(backend.callsTo('/stripe/pay')).not.toHaveLength(0);
    expect(String(answer.json.next)).toMatch(new RegExp(`^${backend.url.replace(/\./g, '\\.')}/sandbox/stripe/c/pay/cs_test_\\d+$`));
  });

  test('S7-15 S7-18 GlobalPayments and cash on delivery in the Romanian shop', async () => {
    for (const [code, path] of [['GlobalPayments', '/globalpayments/pay'], ['Nachnahme', '/ramburs/pay']] as const) {
      const shopper = await readyShopper({ host: 'ro.localhost', items: [roProduct], address: { email: 'ioana@example.ro', phone: '0264 123 456', invoice: cluj }, shipping: { paymentModuleId: paymentMethodId(code) } });
      expect((await shopper.order({ attemptId: ATTEMPT })).status).toBe(200);
      const payload = lastPay(path);
      // From the configured origin, never from the request's Host.
      expect(payload).toMatchObject({ locale: 'ro_RO', country_id: 146, api_call: 'https://www.casa-sanitara.test/api/checkout/return' });
      expect(shopper.jar.has('checkout')).toBe(true);
      // The county travels in address3: the contract has no county list for a state id.
      expect(backend.callsTo('/api/ExternalOrderApi/address').at(-1)?.body).toMatchObject({ address3: 'Cluj', state_id: null, zipcode: '400620' });
    }
  });

  test('S7-24 S7-25 local pickup posts the centre and its address before paying', async () => {
    const shopper = await readyShopper({
      host: 'ro.localhost',
      items: [roProduct],
      address: { email: 'ioana@example.ro', phone: '0264 123 456', invoice: cluj },
      shipping: { deliveryModuleId: 78, pickupCentreId: 4, paymentModuleId: paymentMethodId('Vorkasse') },
    });
    expect((await shopper.order({ attemptId: ATTEMPT })).status).toBe(200);
    const cartId = cartIdOf(shopper);
    expect(backend.callsTo('/localpickup/order').at(-1)?.body).toEqual({ cart_id: cartId, fulfilment_center_id: 4 });
    expect(backend.callsTo('/localPickupAddress/order').at(-1)?.body).toEqual({ cart_id: cartId, fulfilment_center_id: 4 });
    expect(lastPay('/vorkasse/pay')).toMatchObject({ delivery_module_id: 78, fulfilment_center_id: 4 });

    backend.answer('POST /localpickup/order', () => ({ status: 422, body: { status_code: 422, message: PAY_MESSAGES.noPickup } }));
    expect(await shopper.order({ attemptId: 'attempt-another-0123456' })).toMatchObject({ status: 422, json: { error: 'no-pickup' } });
  });

  test('S8-27 S8-28 undeliverable lines ask first, then the rest is ordered; all undeliverable is refused', async () => {
    const munich = { deliveryDiffers: true, delivery: { ...vienna, street: 'Landsberger Straße 302', zipcode: '80687', city: 'München', countryId: 5 } };
    const shopper = await readyShopper({ items: [product, undeliverableInGermany], address: munich });
    expect(stateOf((await shopper.view()).json).cart.lines.filter((line) => line.undeliverable).map((line) => line.title)).toEqual([undeliverableInGermany.title]);
    const asked = await shopper.order({ attemptId: ATTEMPT });
    expect(asked).toMatchObject({ status: 409, json: { error: 'undeliverable-confirm', titles: [undeliverableInGermany.title] } });
    const confirmed = await shopper.order({ attemptId: ATTEMPT, confirmUndeliverable: true });
    expect(confirmed.status).toBe(200);
    expect(lastPay()).toMatchObject({ confirm_undeliverable: true, country_id: 5 });

    const all = await readyShopper({ items: [undeliverableInGermany], address: munich });
    const pays = backend.callsTo('/paypal/pay').length;
    expect(await all.order({ attemptId: ATTEMPT })).toMatchObject({ status: 422, json: { error: 'all-undeliverable' } });
    expect(await all.order({ attemptId: ATTEMPT, confirmUndeliverable: true })).toMatchObject({ status: 422, json: { error: 'all-undeliverable' } });
    expect(backend.callsTo('/paypal/pay').length).toBe(pays);
  });

  test('S8-24 S8-25 S8-29 S4-44 the backend\'s refusals become their messages, with the products named', async () => {
    const shopper = await readyShopper();
    const [line] = stateOf((await shopper.view()).json).cart.lines;
    const cases: [number, Record<string, unknown>, number, Record<string, unknown>][] = [
      [409, { message: PAY_MESSAGES.productsUnavailable, items: [line?.id] }, 409, { error: 'products-unavailable', titles: [product.title] }],
      [422, { message: PAY_MESSAGES.noDeliveries }, 422, { error: 'no-deliveries' }],
      [429, { message: PAY_MESSAGES.waitBeforeRetry }, 429, { error: 'wait-before-retry' }],
      [409, { message: PAY_MESSAGES.alreadyPaid }, 409, { error: 'already-paid' }],
      [400, { message: 'Something unexpected' }, 502, { error: 'order-failed' }],
    ];
    for (const [status, body, expectedStatus, json] of cases) {
      backend.answer('POST /paypal/pay', () => ({ status, body: { status_code: status, ...body } }));
      expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: expectedStatus, json });
    }
  });

  test('S8-25 a country without deliveries is refused before paying', async () => {
    const shopper = await readyShopper();
    backend.answer('GET /api/getActiveDelivery/:id', () => ({ status: 200, body: [] }));
    const pays = backend.callsTo('/paypal/pay').length;
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 422, json: { error: 'no-deliveries' } });
    expect(backend.callsTo('/paypal/pay').length).toBe(pays);
  });

  test('S8-35 a pay call that fails is logged and answered as a failure, never a 500', async () => {
    const shopper = await readyShopper();
    backend.answer('POST /paypal/pay', () => ({ status: 500, body: { status_code: 500, message: 'boom' } }));
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 503, json: { error: 'checkout-unavailable' } });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/checkout pay PayPal: .*500/));
    backend.answer('POST /paypal/pay', () => ({ status: 200, body: { status_code: 200, data: { order_id: 1, order_ref: 'ORD1', order_number: '1', url: 'javascript:alert(1)', status: 'not_paid' } } }));
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 502, json: { error: 'order-failed' } });
    backend.answer('POST /paypal/pay', () => ({ status: 200, body: { unexpected: true } }));
    expect(await shopper.order({ attemptId: ATTEMPT })).toMatchObject({ status: 503, json: { error: 'checkout-unavailable' } });
  });

  test('an order without its steps, without a cart, or with bad input is refused with a clear error', async () => {
    const empty = browser();
    expect(await empty.order({ attemptId: ATTEMPT })).toMatchObject({ status: 409, json: { error: 'cart-empty' } });
    await empty.add(product);
    expect(await empty.order({ attemptId: ATTEMPT })).toMatchObject({ status: 409, json: { error: 'session-expired' } });
    await empty.address(addressStep());
    expect(await empty.order({ attemptId: ATTEMPT })).toMatchObject({ status: 409, json: { error: 'shipping-missing' } });
    for (const body of [{}, { attemptId: 'short' }, { attemptId: 'has spaces in it 123' }, { attemptId: ATTEMPT, confirmUndeliverable: 'yes' }, 'junk', null]) {
      expect((await empty.order(body)).json).toEqual({ error: 'bad-request' });
    }
    const forged = browser();
    forged.jar.set('cart', `12.${'A'.repeat(43)}`);
    const answer = await forged.order({ attemptId: ATTEMPT });
    expect(answer).toMatchObject({ status: 403, json: { error: 'foreign-cart' } });
    expect(forged.jar.has('cart')).toBe(false);
  });

  test('writes from another site are refused with 403 and save nothing', async () => {
    const shopper = browser();
    await shopper.add(product);
    shopper.headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const answer of [await shopper.address(addressStep()), await shopper.shipping(shippingStep()), await shopper.order({ attemptId: ATTEMPT })]) {
      expect({ status: answer.status, json: answer.json, cookies: answer.setCookies }).toEqual({ status: 403, json: { error: 'cross-site' }, cookies: [] });
    }
    shopper.headers = {};
    expect(stateOf((await shopper.view()).json).contact).toBeNull();
  });
});
