import type { Order } from '@/contract/checkout';
import { sampleOrder } from '@/contract/testing/order-fixtures';
import { freezeAmounts, round2, type AmountLine } from '@/backend/repo/order-amounts';
import { invoiceFigures } from './invoice-figures';

/** A small deterministic generator (the same baskets on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('invoice figures of frozen order amounts', () => {
  test('over many baskets (rates, quantities, coupon, postage, fee, lei): VAT per rate is the order’s, the rates’ net and gross add up to its totals', () => {
    const next = random(42);
    for (let basket = 0; basket < 400; basket += 1) {
      const rates = [[19, 7], [20, 10, 13], [21, 11]][basket % 3] as number[];
      const rate = basket % 4 === 0 ? 4.97 : 1;
      const lines: AmountLine[] = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const taxPercent = rates[Math.floor(next() * rates.length)] as number;
        const unitNetEur = round2(1 + next() * 400);
        return { unitNetEur, unitTaxedEur: round2(unitNetEur * (1 + taxPercent / 100)), quantity: 1 + Math.floor(next() * 5), taxPercent };
      });
      const postagePercent = rates[0] as number;
      const frozen = freezeAmounts({
        lines, postageTaxedEur: next() < 0.5 ? 5.9 : 0, postageTaxPercent: postagePercent, feeTaxedEur: next() < 0.2 ? 2.5 : 0,
        discountTaxedEur: next() < 0.4 ? round2(next() * 30) : 0, rate,
      });
      const order = sampleOrder({
        products: lines.map((line, i) => ({
          ...(sampleOrder().products[0] as Order['products'][number]),
          quantity: line.quantity, tax_percent: line.taxPercent, unit_price_untaxed: frozen.lines[i]!.unitUntaxed, unit_price_taxed: frozen.lines[i]!.unitTaxed,
          total_taxed: frozen.lines[i]!.totalTaxed,
        })),
        taxes: frozen.taxes, postage_taxed: frozen.postageTaxed, postage_untaxed: frozen.postageUntaxed, payment_fee_taxed: frozen.feeTaxed,
        discount_taxed: frozen.discountTaxed, total_taxed: frozen.totalTaxed, total_untaxed: frozen.totalUntaxed,
      });
      const figures = invoiceFigures(order);
      const context = `basket ${basket}`;
      expect({ context, vat: figures.rates.filter((r) => r.percent > 0).map((r) => ({ percent: r.percent, amount: r.vat })) }).toEqual({ context, vat: frozen.taxes });
      expect({ context, gross: round2(figures.rates.reduce((sum, r) => sum + r.gross, 0)) }).toEqual({ context, gross: frozen.totalTaxed });
      expect({ context, net: round2(figures.rates.reduce((sum, r) => sum + r.net, 0)) }).toEqual({ context, net: frozen.totalUntaxed });
      expect(figures.postage.percent === postagePercent || frozen.postageTaxed === 0).toBe(true);
    }
  });
});
