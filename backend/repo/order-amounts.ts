/**
 * The amounts frozen in an order, computed from the cart's EUR prices and converted to the order's currency at the
 * shop's rate (RON for the Romanian shop), the way the storefront shows them: every EUR amount is converted on its
 * own and rounded to cents, a line is its converted unit price times the quantity, and sums are made of converted
 * parts, so the order's figures always add up to what the shopper saw.
 */

export type AmountLine = {
  /** Net unit price (EUR) the shopper pays: the promo price during a promotion. */
  unitNetEur: number;
  /** The same with tax (EUR), as the cart shows it. */
  unitTaxedEur: number;
  quantity: number;
  taxPercent: number;
};

export type AmountInput = {
  lines: readonly AmountLine[];
  /** Postage with tax (EUR) and the percent of its tax rule. */
  postageTaxedEur: number;
  postageTaxPercent: number;
  /** Payment fee with tax (EUR), taxed like the postage. */
  feeTaxedEur: number;
  /** Coupon discount with tax (EUR) on the goods. */
  discountTaxedEur: number;
  /** Units of the order currency per EUR (1 for EUR). */
  rate: number;
};

export type FrozenLine = { unitUntaxed: number; unitTaxed: number; totalTaxed: number; tax: number };

export type FrozenAmounts = {
  lines: FrozenLine[];
  goodsTaxed: number;
  discountTaxed: number;
  postageTaxed: number;
  postageUntaxed: number;
  feeTaxed: number;
  totalTaxed: number;
  totalUntaxed: number;
  /** VAT per rate over goods (after the discount), postage and fee, by ascending percent. */
  taxes: { percent: number; amount: number }[];
};

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** The VAT contained in a taxed amount at `percent`. */
export const vatOf = (taxed: number, percent: number) => round2((taxed * percent) / (100 + percent));

export function freezeAmounts(input: AmountInput): FrozenAmounts {
  const convert = (eur: number) => round2(eur * input.rate);
  const lines = input.lines.map((line) => {
    // The line is its converted unit price times the quantity, as the cart and the checkout show it.
    const unitTaxed = convert(line.unitTaxedEur);
    const totalTaxed = round2(unitTaxed * line.quantity);
    return { unitUntaxed: convert(line.unitNetEur), unitTaxed, totalTaxed, tax: vatOf(totalTaxed, line.taxPercent) };
  });
  const goodsTaxed = round2(lines.reduce((sum, line) => sum + line.totalTaxed, 0));
  const discountTaxed = Math.min(goodsTaxed, convert(input.discountTaxedEur));
  const postageTaxed = convert(input.postageTaxedEur);
  const feeTaxed = convert(input.feeTaxedEur);
  const totalTaxed = round2(goodsTaxed - discountTaxed + postageTaxed + feeTaxed);

  // Taxed amount per rate: the goods of each rate less their share of the discount, then postage and fee.
  const byRate = new Map<number, number>();
  input.lines.forEach((line, index) => byRate.set(line.taxPercent, round2((byRate.get(line.taxPercent) ?? 0) + (lines[index]?.totalTaxed ?? 0))));
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  let discountLeft = discountTaxed;
  rates.forEach((percent, index) => {
    const base = byRate.get(percent) ?? 0;
    const share = index === rates.length - 1 ? discountLeft : round2(goodsTaxed > 0 ? (discountTaxed * base) / goodsTaxed : 0);
    discountLeft = round2(discountLeft - share);
    byRate.set(percent, round2(base - share));
  });
  const extra = round2(postageTaxed + feeTaxed);
  if (extra > 0) byRate.set(input.postageTaxPercent, round2((byRate.get(input.postageTaxPercent) ?? 0) + extra));

  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([percent, taxed]) => ({ percent, amount: vatOf(taxed, percent) }))
    .filter((tax) => tax.percent > 0);
  const vat = round2(taxes.reduce((sum, tax) => sum + tax.amount, 0));
  return {
    lines,
    goodsTaxed,
    discountTaxed,
    postageTaxed,
    postageUntaxed: round2(postageTaxed - vatOf(postageTaxed, input.postageTaxPercent)),
    feeTaxed,
    totalTaxed,
    totalUntaxed: round2(totalTaxed - vat),
    taxes,
  };
}
