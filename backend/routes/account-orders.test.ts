import { ACCOUNT_ORDER_MESSAGES, guestConversionResponseSchema } from '@/contract/account-orders';
import { addressListResponseSchema } from '@/contract/account-profile';
import { ORDER_MESSAGES, orderListResponseSchema, orderProductListResponseSchema, orderResponseSchema, outboxResponseSchema } from '@/contract/checkout';
import type { TheliaLocale } from '@/contract/common';
import { ORDER_LIST_LIMIT } from '@/contract/constants';
import { readPdf } from '@/backend/pdf/pdf-text';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { checkoutSupport, newKey, type Shopper } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const anna = demoCustomer('private-at');
const lukas = demoCustomer('private-de');
const ioana = demoCustomer('private-ro');
const as = (token: string) => ({ token });

/** A customer (demo account) as a shopper of the checkout support: a new address of its own for each order. */
async function accountShopper(customer: { email: string }, locale: TheliaLocale): Promise<Shopper & { token: string }> {
  const { token, customerId } = await loginToken(t, customer.email);
  const addressId = await c.address(customerId, locale);
  return { customerId, invoiceAddressId: addressId, deliveryAddressId: addressId, email: customer.email, token };
}

async function placeOrder(who: Shopper, locale: TheliaLocale, guest = false) {
  const [product] = c.products(1);
  const cartId = await c.cart(locale, [{ pse: product!, quantity: 2 }]);
  return c.paid('Vorkasse', c.payload(locale, cartId, who, 'Vorkasse', { guest }));
}

describe("a customer's orders with the customer's token", () => {
  test('S1-16 S3-41 S7-05 the token customer sees its own orders newest first, at most ORDER_LIST_LIMIT, and their lines', async () => {
    const who = await accountShopper(anna, 'de_AT');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock = new Date(Date.UTC(2026, 10, 24, 11, i));
      ids.push((await placeOrder(who, 'de_AT')).order_id);
    }
    const list = orderListResponseSchema.parse((await t.request('GET', `/api/ExternalOrderApi/order/?limit=${ORDER_LIST_LIMIT + 5}`, as(who.token))).json());
    expect(list.OrderItems.map((order) => order.id)).toEqual([...ids].reverse());
    expect(list.OrderItems.every((order) => order.customer_id === who.customerId && !order.guest)).toBe(true);
    const two = orderListResponseSchema.parse((await t.request('GET', '/api/ExternalOrderApi/order/?limit=2', as(who.token))).json());
    expect(two.OrderItems.map((order) => order.id)).toEqual([ids[2], ids[1]]);

    const one = orderResponseSchema.parse((await t.request('GET', `/api/ExternalOrderApi/order/${ids[0]}`, as(who.token))).json());
    expect(one.data).toMatchObject({ id: ids[0], email: anna.email });
    const lines = orderProductListResponseSchema.parse((await t.request('GET', `/api/order_product/?order_id=${ids[0]}`, as(who.token))).json());
    expect(lines.OrderProductItems).toHaveLength(1);
    expect(lines.OrderProductItems[0]).toMatchObject({ order_id: ids[0], quantity: 2 });
  });

  test("S7-05 another customer's order is a 404 exactly like an unknown one; a customer_id parameter is ignored", async () => {
    const owner = await accountShopper(lukas, 'de_DE');
    const placed = await placeOrder(owner, 'de_DE');
    const other = await loginToken(t, anna.email);
    const foreign = await t.request('GET', `/api/ExternalOrderApi/order/${placed.order_id}?customer_id=${owner.customerId}`, as(other.token));
    const unknown = await t.request('GET', '/api/ExternalOrderApi/order/99999999', as(other.token));
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toEqual({ status_code: 404, message: ORDER_MESSAGES.notFound });
    expect((await t.request('GET', `/api/order_product/?order_id=${placed.order_id}`, as(other.token))).statusCode).toBe(404);
    for (const kind of ['invoice', 'credit']) {
      expect((await t.request('GET', `/api/ExternalOrderApi/order/${placed.order_id}/${kind}.pdf`, as(other.token))).statusCode).toBe(404);
    }
    const list = orderListResponseSchema.parse((await t.request('GET', `/api/ExternalOrderApi/order/?customer_id=${owner.customerId}`, as(other.token))).json());
    expect(list.OrderItems.map((order) => order.id)).not.toContain(placed.order_id);
    // The shop token still reads any order (the checkout's pages after payment), and a customer's token cannot cancel.
    expect((await t.get(`/api/ExternalOrderApi/order/${placed.order_id}`)).statusCode).toBe(200);
    expect((await t.request('POST', '/order/cancel', { ...as(owner.token), body: JSON.stringify({ order_id: placed.order_id }) })).statusCode).toBe(403);
  });
});

describe('invoice and credit PDFs', () => {
  test('S3-40 the invoice once the order is paid, the credit note once it is refunded: PDFs a reader opens, with the order and its numbers', async () => {
    const who = await accountShopper(anna, 'de_AT');
    const placed = await placeOrder(who, 'de_AT');
    const invoicePath = `/api/ExternalOrderApi/order/${placed.order_id}/invoice.pdf`;
    const creditPath = `/api/ExternalOrderApi/order/${placed.order_id}/credit.pdf`;
    expect((await t.request('GET', invoicePath, as(who.token))).json()).toEqual({ status_code: 404, message: ACCOUNT_ORDER_MESSAGES.noDocument });

    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid' });
    const order = orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${placed.order_id}`)).json()).data!;
    expect(order.invoice_ref).toMatch(/^INV-AT-2026-\d{6}$/);
    const invoice = await t.request('GET', invoicePath, as(who.token));
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    const pdf = await readPdf(invoice.body);
    expect(pdf.title).toBe(`Rechnung ${order.invoice_ref}`);
    for (const expected of [order.number, order.invoice_ref!, 'Rechnungsadresse', 'Lieferadresse', 'Maria Muster', 'Hauptstraße 10/A/4/15', 'UID-Nr.: ATU12345678', 'Gesamtbetrag']) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toMatch(/USt\. 20 % /);
    expect((await t.request('GET', creditPath, as(who.token))).statusCode).toBe(404);

    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'refunded' });
    const credit = await readPdf((await t.request('GET', creditPath, as(who.token))).body);
    expect(credit.title).toMatch(/^Rechnungskorrektur CR-AT-2026-\d{6}$/);
    expect(credit.text).toContain(order.number);
    expect(credit.text).toContain(`Zur Rechnung ${order.invoice_ref}`);
    expect(credit.text).toMatch(/Gesamtbetrag -€ \d/);
    // The shop token reads them too (the guest order page, after its hash was checked).
    expect((await t.get(invoicePath)).statusCode).toBe(200);
  });

  test('a Romanian invoice: Romanian texts with their diacritics, amounts in lei', async () => {
    const who = await accountShopper(ioana, 'ro_RO');
    const placed = await placeOrder(who, 'ro_RO');
    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid' });
    const pdf = await readPdf((await t.request('GET', `/api/ExternalOrderApi/order/${placed.order_id}/invoice.pdf`, as(who.token))).body);
    expect(pdf.title).toMatch(/^Factură INV-RO-2026-\d{6}$/);
    for (const expected of ['Cumpărător', 'București', 'Casa Sanitară S.R.L.', 'Preț unitar', 'CUI: RO12345678']) expect(pdf.text).toContain(expected);
    expect(pdf.text).toMatch(/\d lei/);
  });
});

describe('guest conversion', () => {
  const convert = (orderId: number, token?: string) => t.request('POST', '/api/ExternalOrderApi/customer/convert', { ...(token ? as(token) : {}), body: JSON.stringify({ order_id: orderId }) });

  test('S4-53 S4-54 the guest becomes an account with a mailed one-time set-password link (no password by e-mail), and the e-mail\'s other guest orders join it', async () => {
    const email = `gast-${newKey().slice(0, 8)}@example.at`;
    const first = await placeOrder(await c.shopper('de_AT', email), 'de_AT', true);
    const second = await placeOrder(await c.shopper('de_AT', email.toUpperCase()), 'de_AT', true);
    const otherEmail = await placeOrder(await c.shopper('de_AT'), 'de_AT', true);

    const answer = await convert(second.order_id);
    expect(answer.statusCode).toBe(200);
    const { data } = guestConversionResponseSchema.parse(answer.json());
    expect(data?.joined_orders).toBe(1);

    const outbox = outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json()).messages;
    const mail = outbox.find((message) => message.kind === 'guest_conversion');
    expect(mail?.subject).toMatch(/Kundenkonto/);
    expect(mail?.body).not.toMatch(/Passwort:/);
    const setPassword = /https:\/\/www\.sanitaer-haus\.at\/set-password\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(setPassword).toHaveLength(43);
    // Only the token's hash is stored; before the password is set no password opens the account.
    expect(t.db.prepare('SELECT 1 FROM password_reset WHERE token_hash = ?').get(setPassword)).toBeUndefined();
    expect(t.db.prepare('SELECT password_hash FROM customer WHERE id = ?').get(data?.customer_id)).toEqual({ password_hash: null });
    const password = 'Gast-wird-Kunde-2026';
    const set = await t.post('/api/password/reset', { token: setPassword, password });
    expect(set.statusCode).toBe(200);
    expect((set.json() as { data: { email: string } }).data.email.toLowerCase()).toBe(email);
    expect((await t.post('/api/password/reset', { token: setPassword, password: 'Noch-ein-Passwort-2026' })).statusCode).toBe(410);

    const { token, customerId } = await loginToken(t, email.toUpperCase(), password);
    expect(customerId).toBe(data?.customer_id);
    const list = orderListResponseSchema.parse((await t.request('GET', '/api/ExternalOrderApi/order/', as(token))).json());
    expect(list.OrderItems.map((order) => order.id).sort()).toEqual([first.order_id, second.order_id].sort());
    expect(list.OrderItems.map((order) => order.id)).not.toContain(otherEmail.order_id);
    expect(list.OrderItems.every((order) => !order.guest)).toBe(true);
    const addresses = addressListResponseSchema.parse((await t.request('GET', `/api/ExternalOrderApi/address/?customer_id=${customerId}`, as(token))).json()).AddressItems;
    expect(addresses[0]?.is_default).toBe(true);

    // Converted once: the same order, or the e-mail's other one, is 'already registered'; nothing is sent again.
    for (const orderId of [second.order_id, first.order_id]) {
      const again = await convert(orderId);
      expect([again.statusCode, (again.json() as { message: string }).message]).toEqual([409, ACCOUNT_ORDER_MESSAGES.alreadyRegistered]);
    }
    const after = outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json()).messages;
    expect(after.filter((message) => message.kind === 'guest_conversion')).toHaveLength(1);
  });

  test("a guest order placed as a business customer keeps company and VAT number (checked) when the guest converts", async () => {
    const email = `firma-gast-${newKey().slice(0, 8)}@example.at`;
    const guest = await c.shopper('de_AT', email);
    t.db.prepare("UPDATE address SET company = 'Bad & Wärme GmbH', vat_number = 'DE287654321', title_id = 3 WHERE id = ?").run(guest.invoiceAddressId);
    const [product] = c.products(1);
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, guest, 'Vorkasse', { guest: true, isCompany: true }));
    expect((await convert(placed.order_id)).statusCode).toBe(200);
    expect(t.db.prepare('SELECT guest, is_company AS isCompany, company, vat_number AS vat, vat_status AS status FROM customer WHERE id = ?').get(guest.customerId)).toEqual({
      guest: 0, isCompany: 1, company: 'Bad & Wärme GmbH', vat: 'DE287654321', status: 'valid',
    });

    // A private guest order stays a private account, whatever its address's company field says.
    const other = await c.shopper('de_AT', `privat-gast-${newKey().slice(0, 8)}@example.at`);
    t.db.prepare("UPDATE address SET company = 'Nur ein Name' WHERE id = ?").run(other.invoiceAddressId);
    const privateCart = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const privateOrder = await c.paid('Vorkasse', c.payload('de_AT', privateCart, other, 'Vorkasse', { guest: true }));
    expect((await convert(privateOrder.order_id)).statusCode).toBe(200);
    expect(t.db.prepare('SELECT is_company AS isCompany, vat_status AS status FROM customer WHERE id = ?').get(other.customerId)).toEqual({ isCompany: 0, status: 'none' });
  });

  test('S4-53 a guest order with the e-mail of an account is refused as already registered; unknown orders are a 404; customers cannot call it', async () => {
    const placed = await placeOrder(await c.shopper('de_DE', lukas.email), 'de_DE', true);
    const refused = await convert(placed.order_id);
    expect([refused.statusCode, refused.json()]).toEqual([409, { status_code: 409, message: ACCOUNT_ORDER_MESSAGES.alreadyRegistered }]);
    await expect(loginToken(t, lukas.email)).resolves.toMatchObject({ customerId: expect.any(Number) });
    expect((await convert(99999999)).statusCode).toBe(404);
    const { token } = await loginToken(t, anna.email);
    expect((await convert(placed.order_id, token)).statusCode).toBe(403);
    expect((await t.request('POST', '/api/ExternalOrderApi/customer/convert', { body: JSON.stringify({ order_id: placed.order_id, password: 'x' }) })).statusCode).toBe(400);
  });
});

describe("a customer's saved addresses", () => {
  test("the token customer's addresses, the default first; another customer's id is not found; the shop token is no customer", async () => {
    const { token, customerId } = await loginToken(t, lukas.email);
    const added = await c.address(customerId, 'de_DE');
    const other = await loginToken(t, anna.email);
    const list = addressListResponseSchema.parse((await t.request('GET', `/api/ExternalOrderApi/address/?customer_id=${customerId}&limit=100`, as(token))).json());
    expect(list.AddressItems[0]?.is_default).toBe(true);
    expect(list.AddressItems.map((address) => address.id)).toContain(added);
    expect(list.AddressItems.every((address) => address.firstname !== 'Anna')).toBe(true);
    expect((await t.request('GET', `/api/ExternalOrderApi/address/?customer_id=${other.customerId}&limit=100`, as(token))).statusCode).toBe(404);
    expect((await t.get('/api/ExternalOrderApi/address/?customer_id=1')).statusCode).toBe(401);
  });
});
