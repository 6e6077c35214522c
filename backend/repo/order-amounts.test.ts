import { freezeAmounts, vatOf } from './order-amounts';

describe('amounts frozen in an order', () => {
  test('EUR: lines, postage and fee add up; VAT per rate is the VAT contained in the taxed amounts', () => {
    const frozen = freezeAmounts({
      lines: [
        { unitNetEur: 10, unitTaxedEur: 12, quantity: 3, taxPercent: 20 },
        { unitNetEur: 5.5, unitTaxedEur: 6.6, quantity: 1, taxPercent: 20 },
      ],
      postageTaxedEur: 5.9, postageTaxPercent: 20, feeTaxedEur: 0, discountTaxedEur: 0, rate: 1,
    });
    expect(frozen.lines).toEqual([
      { unitUntaxed: 10, unitTaxed: 12, totalTaxed: 36, tax: 6 },
      { unitUntaxed: 5.5, unitTaxed: 6.6, totalTaxed: 6.6, tax: 1.1 },
    ]);
    expect(frozen).toMatchObject({ goodsTaxed: 42.6, postageTaxed: 5.9, postageUntaxed: 4.92, totalTaxed: 48.5, taxes: [{ percent: 20, amount: 8.08 }], totalUntaxed: 40.42 });
  });

  test('RON: every EUR amount is converted at the rate and rounded to bani; sums are of converted parts', () => {
    const frozen = freezeAmounts({
      lines: [{ unitNetEur: 19.83, unitTaxedEur: 23.99, quantity: 3, taxPercent: 21 }],
      postageTaxedEur: 5.01, postageTaxPercent: 21, feeTaxedEur: 0, discountTaxedEur: 0, rate: 4.97,
    });
    expect(frozen.lines[0]).toEqual({ unitUntaxed: 98.56, unitTaxed: 119.23, totalTaxed: 357.69, tax: 62.08 });
    expect(frozen.postageTaxed).toBe(24.9);
    expect(frozen.totalTaxed).toBe(382.59);
    expect(frozen.taxes).toEqual([{ percent: 21, amount: vatOf(382.59, 21) }]);
    expect(frozen.totalUntaxed).toBe(Math.round((382.59 - vatOf(382.59, 21)) * 100) / 100);
  });

  test('RON: a line is the converted unit price times the quantity, as the checkout shows it, not the converted EUR line', () => {
    // 57.48 € is 285.68 lei; two of them are 571.36 lei (converting 114.96 € would give 571.35).
    const frozen = freezeAmounts({
      lines: [{ unitNetEur: 47.5, unitTaxedEur: 57.48, quantity: 2, taxPercent: 21 }],
      postageTaxedEur: 5.01, postageTaxPercent: 21, feeTaxedEur: 0, discountTaxedEur: 11.5, rate: 4.97,
    });
    expect(frozen.lines[0]).toMatchObject({ unitTaxed: 285.68, totalTaxed: 571.36 });
    expect(frozen.goodsTaxed).toBe(571.36);
    expect(frozen.totalTaxed).toBe(Math.round((571.36 - frozen.discountTaxed + 24.9) * 100) / 100);
  });

  test('a coupon lowers the goods of each rate in proportion; postage and fee are taxed at the postage rate; zero rates carry no VAT line', () => {
    const frozen = freezeAmounts({
      lines: [
        { unitNetEur: 100, unitTaxedEur: 120, quantity: 1, taxPercent: 20 },
        { unitNetEur: 100, unitTaxedEur: 110, quantity: 1, taxPercent: 10 },
      ],
      postageTaxedEur: 6, postageTaxPercent: 20, feeTaxedEur: 1.2, discountTaxedEur: 23, rate: 1,
    });
    expect(frozen.discountTaxed).toBe(23);
    expect(frozen.totalTaxed).toBe(230 - 23 + 6 + 1.2);
    // 10 %: 110 less 11 (its share of 23) = 99; 20 %: 120 less 12 = 108, plus 7.20 postage and fee.
    expect(frozen.taxes).toEqual([{ percent: 10, amount: vatOf(99, 10) }, { percent: 20, amount: vatOf(115.2, 20) }]);
    const exportOrder = freezeAmounts({ lines: [{ unitNetEur: 50, unitTaxedEur: 50, quantity: 2, taxPercent: 0 }], postageTaxedEur: 14.9, postageTaxPercent: 0, feeTaxedEur: 0, discountTaxedEur: 0, rate: 1 });
    expect(exportOrder.taxes).toEqual([]);
    expect(exportOrder.totalUntaxed).toBe(114.9);
  });

  test('a discount never exceeds the goods', () => {
    const frozen = freezeAmounts({ lines: [{ unitNetEur: 4, unitTaxedEur: 4.8, quantity: 1, taxPercent: 20 }], postageTaxedEur: 5.9, postageTaxPercent: 20, feeTaxedEur: 0, discountTaxedEur: 10, rate: 1 });
    expect(frozen.discountTaxed).toBe(4.8);
    expect(frozen.totalTaxed).toBe(5.9);
  });
});
