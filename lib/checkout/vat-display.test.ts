import { excludeVatOn, GUEST_VAT_NUMBER_CHECK, showsNetPrices } from './vat-display';

describe('VAT display', () => {
  test("S3-57 excludeVAT counts as on only when it is the string 'true'", () => {
    expect(excludeVatOn('true')).toBe(true);
    for (const stored of ['TRUE', '1', 'yes', 'false', '', null, undefined]) expect(excludeVatOn(stored)).toBe(false);
  });

  test('S6-04 excludeVAT on without a VAT number that passed the check does not remove VAT', () => {
    for (const vatNumberCheck of ['invalid', 'verification-error', 'unchecked'] as const) {
      expect(showsNetPrices({ excludeVat: 'true', isCompany: true, vatNumberCheck })).toBe(false);
    }
  });

  test('S1-20 net prices only for a business customer with a checked VAT number and excludeVAT on', () => {
    expect(showsNetPrices({ excludeVat: 'true', isCompany: true, vatNumberCheck: 'valid' })).toBe(true);
    expect(showsNetPrices({ excludeVat: 'false', isCompany: true, vatNumberCheck: 'valid' })).toBe(false);
    expect(showsNetPrices({ excludeVat: 'true', isCompany: false, vatNumberCheck: 'valid' })).toBe(false);
  });

  test('S1-20 a guest business customer at the checkout sees prices with VAT (no verified VAT number without an account)', () => {
    expect(showsNetPrices({ excludeVat: 'true', isCompany: true, vatNumberCheck: GUEST_VAT_NUMBER_CHECK })).toBe(false);
  });
});
