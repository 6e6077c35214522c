import type { AddressInfo } from 'node:net';
import { createClient } from '@/lib/api/request';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { checkoutSupport } from '@/backend/test-checkout';
import { readPdf } from '@/backend/pdf/pdf-text';
import { SHOPS } from '@/contract/shops';
import { orderDocumentResponse } from './order-document-server';

jest.mock('@/lib/orders/route-answers', () => ({
  notFoundPage: () => new Response(null, { status: 303, headers: { Location: '/not-found' } }),
  serverDownPage: async () => new Response('down', { status: 503 }),
}));

let t: TestApp;
let url: string;
let log: jest.SpyInstance;
beforeAll(async () => {
  t = await createTestApp();
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
beforeEach(() => {
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());
afterAll(() => t.close());

describe('the order document download', () => {
  test("S3-40 streams the customer's own PDF as an attachment; another customer's order is the not-found page", async () => {
    const c = checkoutSupport(t);
    const anna = await loginToken(t, demoCustomer('private-at').email);
    const lukas = await loginToken(t, demoCustomer('private-de').email);
    const addressId = await c.address(anna.customerId, 'de_AT');
    const [product] = c.products(1);
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const who = { customerId: anna.customerId, invoiceAddressId: addressId, deliveryAddressId: addressId, email: demoCustomer('private-at').email };
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { guest: false }));
    const shop = SHOPS.at;

    const before = await orderDocumentResponse(createClient(url, anna.token), shop, placed.order_id, 'invoice');
    expect([before.status, before.headers.get('location')]).toEqual([303, '/not-found']);
    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid' });

    const own = await orderDocumentResponse(createClient(url, anna.token), shop, placed.order_id, 'invoice');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${placed.order_number}.pdf"`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await readPdf(Buffer.from(await own.arrayBuffer()))).text).toContain(placed.order_number);

    const foreign = await orderDocumentResponse(createClient(url, lukas.token), shop, placed.order_id, 'invoice');
    expect([foreign.status, foreign.headers.get('location')]).toEqual([303, '/not-found']);
    const guestPath = await orderDocumentResponse(createClient(url, TEST_TOKEN), shop, placed.order_id, 'credit');
    expect(guestPath.status).toBe(303);
  }, 30_000);
});
