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

/*
 * The backend's own copy of the shop's VAT rule (ADR 0056; the storefront's is lib/pricing/vat-breakdown.ts), in
 * integer cents so that no binary fraction decides a rounding: goods summed per rate, a discount split over the rates
 * in proportion (each share rounded half up, the highest rate takes the rest), postage and fee added at the postage's
 * rate, and the VAT of each rate rounded half up once, on its total.
 */
const cents = (amount: number) => Math.round(amount * 100);
const halfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));
const vatCents = (taxedCents: number, percent: number) => {
  const hundredths = Math.round(percent * 100);
  return halfUp(taxedCents * hundredths, 10_000 + hundredths);
};

/** The VAT contained in a taxed amount at `percent`. */
export const vatOf = (taxed: number, percent: number) => vatCents(cents(taxed), percent) / 100;

/** An EUR amount in the order currency at the rate, rounded half up to the cent (read to a millionth of a cent first). */
export const converter = (rate: number) => (eur: number) => Math.round(Number((eur * rate * 100).toFixed(6))) / 100;

export function freezeAmounts(input: AmountInput): FrozenAmounts {
  const convert = converter(input.rate);
  const lines = input.lines.map((line) => {
    // The line is its converted unit price times the quantity, as the cart and the checkout show it.
    const unitTaxed = convert(line.unitTaxedEur);
    const totalTaxed = (cents(unitTaxed) * line.quantity) / 100;
    return { unitUntaxed: convert(line.unitNetEur), unitTaxed, totalTaxed, tax: vatOf(totalTaxed, line.taxPercent) };
  });
  const goodsCents = lines.reduce((sum, line) => sum + cents(line.totalTaxed), 0);
  const discountCents = Math.min(goodsCents, cents(convert(input.discountTaxedEur)));
  const postageTaxed = convert(input.postageTaxedEur);
  const feeTaxed = convert(input.feeTaxedEur);
  const totalCents = goodsCents - discountCents + cents(postageTaxed) + cents(feeTaxed);

  // Taxed cents per rate: the goods of each rate less their share of the discount, then postage and fee.
  const byRate = new Map<number, number>();
  input.lines.forEach((line, index) => byRate.set(line.taxPercent, (byRate.get(line.taxPercent) ?? 0) + cents(lines[index]?.totalTaxed ?? 0)));
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  let discountLeft = discountCents;
  rates.forEach((percent, index) => {
    const base = byRate.get(percent) ?? 0;
    const share = index === rates.length - 1 ? discountLeft : goodsCents > 0 ? halfUp(discountCents * base, goodsCents) : 0;
    discountLeft -= share;
    byRate.set(percent, base - share);
  });
  const extraCents = cents(postageTaxed) + cents(feeTaxed);
  if (extraCents > 0) byRate.set(input.postageTaxPercent, (byRate.get(input.postageTaxPercent) ?? 0) + extraCents);

  const taxes = [...byRate.entries()]
    .filter(([percent, taxed]) => percent > 0 && taxed > 0)
    .sort(([a], [b]) => a - b)
    .map(([percent, taxed]) => ({ percent, amount: vatCents(taxed, percent) / 100 }));
  const vatTotalCents = taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
  return {
    lines,
    goodsTaxed: goodsCents / 100,
    discountTaxed: discountCents / 100,
    postageTaxed,
    postageUntaxed: (cents(postageTaxed) - vatCents(cents(postageTaxed), input.postageTaxPercent)) / 100,
    feeTaxed,
    totalTaxed: totalCents / 100,
    totalUntaxed: (totalCents - vatTotalCents) / 100,
    taxes,
  };
}
