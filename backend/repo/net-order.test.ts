import { paysNet } from './net-order';

/** The member states of the seeded country table the tests need (Thelia ids): AT 13, DE 5, RO 146. */
const memberStateOf = (iso: string): number | null => ({ AT: 13, DE: 5, RO: 146 })[iso] ?? null;
const business = { guest: 0, isCompany: 1, vatNumber: 'DE123456789', vatStatus: 'valid' as const };
const fromAustriaTo = (deliveryCountryId: number) => ({ shopCountryId: 13, deliveryCountryId });

describe('S6-04 net orders: an intra-Community supply only', () => {
  test('a checked VAT number of another member state, delivered there, pays no VAT', () => {
    expect(paysNet(business, fromAustriaTo(5), memberStateOf)).toBe(true);
    expect(paysNet({ ...business, vatNumber: 'ro 1234567' }, fromAustriaTo(146), memberStateOf)).toBe(true);
  });

  test('delivery elsewhere, a domestic number or a state outside the table pays the VAT', () => {
    expect(paysNet(business, fromAustriaTo(13), memberStateOf)).toBe(false);
    expect(paysNet(business, fromAustriaTo(146), memberStateOf)).toBe(false);
    expect(paysNet({ ...business, vatNumber: 'ATU12345678' }, fromAustriaTo(13), memberStateOf)).toBe(false);
    expect(paysNet({ ...business, vatNumber: 'FR12345678901' }, fromAustriaTo(5), memberStateOf)).toBe(false);
  });

  test('a guest, a private customer, or a number not verified pays the VAT', () => {
    expect(paysNet(null, fromAustriaTo(5), memberStateOf)).toBe(false);
    expect(paysNet({ ...business, guest: 1 }, fromAustriaTo(5), memberStateOf)).toBe(false);
    expect(paysNet({ ...business, isCompany: 0 }, fromAustriaTo(5), memberStateOf)).toBe(false);
    for (const vatStatus of ['none', 'invalid', 'error'] as const) {
      expect(paysNet({ ...business, vatStatus }, fromAustriaTo(5), memberStateOf)).toBe(false);
    }
  });
});
