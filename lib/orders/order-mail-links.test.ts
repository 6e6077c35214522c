import { epcPayload } from '@/backend/payments/epc-qr';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { checkoutSupport, SHOP_ADDRESS } from '@/backend/test-checkout';
import { orderResponseSchema, qrCodeResponseSchema } from '@/contract/checkout';
import { groupedIban } from '@/lib/format/iban';
import { isOrderLinkHash, orderLinkKey } from '@/lib/orders/order-link';

/**
 * Issue 42: one reference for the shopper (the prepayment transfer names the order number on the page, in the e-mail
 * and in the EPC QR code), the IBAN in groups of four in the e-mail, and every e-mail of an order carrying the
 * order's signed page link (the guest order page), which the storefront's key verifies.
 */
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp();
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const mailsOf = (email: string) =>
  t.db.prepare('SELECT kind, body FROM mail_outbox WHERE to_email = ? ORDER BY id').all(email) as Array<{ kind: string; body: string }>;

/** The storefront's key for the test app's shop token (no ORDER_LINK_SECRET): the same derivation on both sides. */
const storefrontKey = orderLinkKey({ token: TEST_TOKEN });

/** The signed order page links of a mail body: origin, reference and hash. */
function orderPageLinks(body: string): Array<{ origin: string; ref: string; hash: string }> {
  return [...body.matchAll(/(https?:\/\/[^\s/]+)\/guest\/invoice\/([^\s/]+)\/([^\s/]+)/g)].map((match) => ({ origin: match[1] ?? '', ref: match[2] ?? '', hash: match[3] ?? '' }));
}

async function prepaymentOrder(locale: 'de_AT' | 'ro_RO', email: string) {
  const [product] = c.products(1);
  const cartId = await c.cart(locale, [{ pse: product!, quantity: 1 }]);
  return c.paid('Vorkasse', c.payload(locale, cartId, await c.shopper(locale, email), 'Vorkasse'));
}

describe('the reference of a prepayment transfer', () => {
  test('is the order number in the order data, the confirmation e-mail and the EPC QR code, never the internal reference', async () => {
    const placed = await prepaymentOrder('de_AT', 'vorkasse-ref@example.at');
    const order = orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${placed.order_id}`)).json()).data;
    expect(order?.number).toMatch(/^AT-\d{4}-\d{6}$/);
    expect(order?.bank_details?.reference).toBe(order?.number);

    const confirmation = mailsOf('vorkasse-ref@example.at').find((mail) => mail.kind === 'order_confirmation')?.body ?? '';
    expect(confirmation).toContain(`Verwendungszweck: ${order?.number}`);
    expect(confirmation).toContain(`IBAN: ${groupedIban(order?.bank_details?.iban ?? '')}`);
    expect(confirmation).toMatch(/IBAN: AT\d{2}( \d{4}){4}\n/);
    // The internal reference is only part of the order page's link, never shown as a reference of its own.
    expect(confirmation.replace(/\S*\/guest\/invoice\/\S+/g, '')).not.toContain(placed.order_ref);

    const qr = qrCodeResponseSchema.parse((await t.post('/api/ExternalOrderApi/getQrCode', { order_id: placed.order_id })).json()).data;
    expect(qr?.payload.split('\n').at(-1)).toBe(order?.number);
    expect(qr?.payload).toBe(
      epcPayload({ bic: order?.bank_details?.bic ?? '', beneficiary: order?.bank_details?.beneficiary ?? '', iban: order?.bank_details?.iban ?? '', amountEur: order?.total_taxed ?? 0, remittance: order?.number ?? '' }),
    );
  });
});

describe('the e-mails of a guest order link back to its page', () => {
  test('confirmation, payment and withdrawal e-mails carry the signed guest order link, on the shop origin of the order, that the storefront key verifies', async () => {
    const email = 'gast-links@example.at';
    const placed = await prepaymentOrder('de_AT', email);
    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid' });
    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'sent' });
    const withdrawal = { name: 'Maria Muster', order_number: placed.order_number, email, locale: 'de_AT' };
    expect((await t.post('/api/ExternalOrderApi/withdrawal/confirm', withdrawal)).statusCode).toBe(200);

    const mails = mailsOf(email);
    for (const kind of ['order_confirmation', 'payment_received', 'withdrawal_receipt']) {
      const body = mails.find((mail) => mail.kind === kind)?.body ?? '';
      const links = orderPageLinks(body);
      expect({ kind, links: links.length }).toEqual({ kind, links: 1 });
      expect(links[0]?.origin).toBe(new URL(SHOP_ADDRESS.de_AT.origin).origin);
      expect(links[0]?.ref).toBe(placed.order_ref);
      expect(isOrderLinkHash(links[0]?.ref ?? '', links[0]?.hash ?? '', storefrontKey)).toBe(true);
      // The guest is offered the account on that page.
      expect(body).toContain('Kundenkonto anlegen');
    }
    // Another key (a storefront with another ORDER_LINK_SECRET) does not accept it: the link is really signed.
    const [link] = orderPageLinks(mails[0]?.body ?? '');
    expect(isOrderLinkHash(link?.ref ?? '', link?.hash ?? '', orderLinkKey({ orderLinkSecret: 'another-order-link-secret', token: TEST_TOKEN }))).toBe(false);
  });

  test('a Romanian order gets the link with the Romanian text', async () => {
    const email = 'oaspete-link@example.ro';
    await prepaymentOrder('ro_RO', email);
    const body = mailsOf(email).find((mail) => mail.kind === 'order_confirmation')?.body ?? '';
    expect(body).toContain('Comanda dumneavoastră online (stare și factură):');
    expect(orderPageLinks(body)).toHaveLength(1);
  });
});
