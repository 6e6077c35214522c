import type { Order } from '@/contract/checkout';
import { sampleOrder } from '@/contract/testing/order-fixtures';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { orderConfirmationMail } from './order-mails';

const SHOP: ShopIdentity = {
  storeName: 'Sanitär Haus', company: 'Sanitär Haus Handels GmbH', address: 'Triester Straße 14, 1100 Wien, Österreich', phone: '+43 1 234 56 78',
  email: 'service@sanitaer-haus.at', vatId: 'ATU12345678', taxNumber: '', register: 'FN 123456 a, Handelsgericht Wien', manager: 'Mag. Andrea Berger',
};
const RETURN_BASE = 'https://www.sanitaer-haus.at/api/checkout/return';

/** A 0 % order of a German company in the Austrian shop (what the backend's pricing makes of an intra-Community supply). */
function zeroRated(overrides: Partial<Order> = {}): Order {
  const order = sampleOrder();
  const address = { ...order.invoice_address, company: 'Haustechnik Weber GmbH', vat_number: 'DE298765431', zipcode: '01099', city: 'Dresden', country_id: 5, country_title: 'Deutschland' };
  return {
    ...order, taxes: [], total_untaxed: 245.75, total_taxed: 245.75, invoice_address: address, delivery_address: address,
    products: order.products.map((line) => ({ ...line, unit_price_taxed: line.unit_price_untaxed, total_taxed: line.unit_price_untaxed * line.quantity, tax_percent: 0 })),
    ...overrides,
  };
}

describe('the order confirmation of a 0 % order', () => {
  test('names the exemption and both VAT numbers, in the shop language', () => {
    const body = orderConfirmationMail(zeroRated(), SHOP, RETURN_BASE).body;
    expect(body).toContain('Steuerfreie innergemeinschaftliche Lieferung (Art. 6 Abs. 1 i. V. m. Art. 7 UStG 1994)');
    expect(body).toContain('UID-Nr.: ATU12345678');
    expect(body).toContain('UID-Nr. des Kunden: DE298765431');
    const romanian = orderConfirmationMail(zeroRated({ locale: 'ro_RO', currency: 'RON' }), { ...SHOP, vatId: 'RO12345678' }, RETURN_BASE).body;
    expect(romanian).toContain('Scutit cu drept de deducere, art. 294 alin. (2) lit. a) din Codul fiscal');
    expect(romanian).toContain('CUI: RO12345678');
    expect(romanian).toContain('Cod TVA cumpărător: DE298765431');
  });

  test('an order with VAT, even of a business customer with a VAT number, has no exemption note', () => {
    const business = sampleOrder();
    const withVat = { ...business, invoice_address: { ...business.invoice_address, company: 'Bad & Co KG', vat_number: 'ATU87654321' } };
    for (const order of [sampleOrder(), withVat]) {
      const body = orderConfirmationMail(order, SHOP, RETURN_BASE).body;
      expect(body).not.toContain('innergemeinschaftliche');
      expect(body).not.toContain('UID-Nr. des Kunden');
    }
  });
});
