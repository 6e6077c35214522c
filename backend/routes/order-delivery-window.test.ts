import { DELIVERY_MODULES } from '@/backend/db/seed/cart-rules';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';
import { orderResponseSchema, outboxResponseSchema } from '@/contract/checkout';

/**
 * The delivery window is computed when the order is placed (backend/rules/delivery-window.ts) and frozen with it: the
 * order answer and the confirmation e-mail name the same dates, whenever they are read. Placed on Thursday 19 Nov
 * 2026 at 11:30 UTC: 12:30 in Vienna (before the 13:00 cutoff), 13:30 in Bucharest (after it).
 */
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-19T11:30:00Z'), providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const orderOf = async (id: number) => orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${id}`)).json()).data;
const mailOf = async (to: string) => outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(to)}`)).json()).messages[0]?.body ?? '';

describe('the delivery window frozen with the order', () => {
  test('a parcel in Austria before the cutoff: dispatched today, delivered Friday to Monday; the e-mail names the dates', async () => {
    const [product] = c.products(1, { maxNet: 20 });
    const who = await c.shopper('de_AT', 'fenster-at@example.at');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse'));
    expect((await orderOf(placed.order_id))?.delivery_window).toEqual({ kind: 'parcel', from: '2026-11-20', to: '2026-11-23' });
    expect(await mailOf('fenster-at@example.at')).toContain('Voraussichtliche Lieferung: Fr., 20. Nov. – Mo., 23. Nov.');
  });

  test('in Romania after the cutoff: dispatched Friday, delivered Monday to Tuesday, in Romanian', async () => {
    const [product] = c.products(1, { maxNet: 20, offset: 1 });
    const who = await c.shopper('ro_RO', 'fereastra-ro@example.ro');
    const cartId = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    const placed = await c.paid('Vorkasse', c.payload('ro_RO', cartId, who, 'Vorkasse'));
    expect((await orderOf(placed.order_id))?.delivery_window).toEqual({ kind: 'parcel', from: '2026-11-23', to: '2026-11-24' });
    expect(await mailOf('fereastra-ro@example.ro')).toContain('Livrare estimată: lun., 23 nov. – mar., 24 nov.');
  });

  test('by freight forwarder: 3-5 working days for the whole consignment; the parcel module is refused for it', async () => {
    const [bulky] = c.products(1, { freight: true });
    const [small] = c.products(1, { maxNet: 20, offset: 2 });
    const who = await c.shopper('de_AT', 'fenster-spedition@example.at');
    const cartId = await c.cart('de_AT', [{ pse: bulky!, quantity: 1 }, { pse: small!, quantity: 1 }]);
    expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse'))).statusCode).toBe(422);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { delivery_module_id: DELIVERY_MODULES.freight }));
    expect((await orderOf(placed.order_id))?.delivery_window).toEqual({ kind: 'freight', from: '2026-11-24', to: '2026-11-26' });
    expect(await mailOf('fenster-spedition@example.at')).toContain('Voraussichtliche Anlieferung per Spedition: Di., 24. Nov. – Do., 26. Nov.');
  });

  test('delivered to Switzerland: a tax-free export, its real postage, no VAT; the e-mail says so', async () => {
    const [product] = c.products(1, { maxNet: 20, offset: 3 });
    const who = await c.shopper('de_AT', 'ausfuhr@example.at');
    const zurich = await c.address(who.customerId, 'de_AT', { country_id: 168, zipcode: '8001', city: 'Zürich', state_id: null });
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }], 168);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, { ...who, deliveryAddressId: zurich }, 'Vorkasse', { country_id: 168 }));
    const order = await orderOf(placed.order_id);
    expect(order).toMatchObject({ tax_free_export: true, taxes: [], postage_taxed: 14.9 });
    const mail = await mailOf('ausfuhr@example.at');
    expect(mail).toContain('Steuerfreie Ausfuhr (0 % MwSt.)');
    expect(mail).not.toContain('enthaltene MwSt.');
    const [domestic] = c.products(1, { maxNet: 20, offset: 4 });
    const home = await c.shopper('de_AT', 'inland@example.at');
    const homeOrder = await orderOf((await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: domestic!, quantity: 1 }]), home, 'Vorkasse'))).order_id);
    expect(homeOrder?.tax_free_export).toBe(false);
  });
});
