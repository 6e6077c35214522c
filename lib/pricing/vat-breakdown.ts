/**
 * The shop's one VAT rule (ADR 0056), used by the cart and the checkout; the reference backend freezes an order's VAT
 * by the same rule in its own code (backend/repo/order-amounts.ts), as Thelia does, and a test over many baskets proves
 * both show the same cents (lib/pricing/vat-agreement.test.ts).
 *
 * 1. Every amount is in cents of the shop currency: a line is its unit price with tax times the quantity.
 * 2. The goods are summed per VAT rate. A coupon discount is split over the rates in proportion to their goods, each
 *    share rounded half up to the cent; the highest rate takes what is left, so the shares add up to the discount.
 * 3. Postage and the payment fee (with tax) are added to the rate of the postage's tax rule.
 * 4. The VAT of a rate is its taxed amount × p / (100 + p), rounded half up to the cent once, on the total of the
 *    rate (never per line). Rates of 0 % and rates with nothing in them are left out; rates ascend.
 */
import { divideHalfUp, toCents } from './cents';

export type TaxedAmount = { taxed: number; percent: number };
export type VatShare = { percent: number; amount: number };


/** The VAT contained in a taxed amount of cents at `percent`, in cents. */
export function vatCentsOf(taxedCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return divideHalfUp(taxedCents * hundredths, 10_000 + hundredths);
}

/** Splits `discountCents` over the bases (cents, ascending by rate) in proportion; the last base takes the rest. */
function discountShares(bases: readonly number[], discountCents: number): number[] {
  const goods = bases.reduce((sum, base) => sum + base, 0);
  let left = discountCents;
  return bases.map((base, index) => {
    const share = index === bases.length - 1 ? left : goods > 0 ? divideHalfUp(discountCents * base, goods) : 0;
    left -= share;
    return share;
  });
}

/**
 * VAT by rate of goods (each line's taxed total and rate), less a discount with tax, plus extras with tax (postage,
 * payment fee) at their rate. All amounts in the shop currency with at most two decimals.
 */
export function vatBreakdown(input: { goods: readonly TaxedAmount[]; discount: number; extras: readonly TaxedAmount[] }): VatShare[] {
  const goodsByRate = new Map<number, number>();
  for (const line of input.goods) goodsByRate.set(line.percent, (goodsByRate.get(line.percent) ?? 0) + toCents(line.taxed));
  const rates = [...goodsByRate.keys()].sort((a, b) => a - b);
  const goodsTotal = rates.reduce((sum, rate) => sum + (goodsByRate.get(rate) ?? 0), 0);
  const shares = discountShares(
    rates.map((rate) => goodsByRate.get(rate) ?? 0),
    Math.min(goodsTotal, Math.max(0, toCents(input.discount))),
  );
  const taxedByRate = new Map<number, number>(rates.map((rate, index) => [rate, (goodsByRate.get(rate) ?? 0) - (shares[index] ?? 0)]));
  for (const extra of input.extras) taxedByRate.set(extra.percent, (taxedByRate.get(extra.percent) ?? 0) + Math.max(0, toCents(extra.taxed)));
  return [...taxedByRate.entries()]
    .filter(([percent, taxed]) => percent > 0 && taxed > 0)
    .sort(([a], [b]) => a - b)
    .map(([percent, taxed]) => ({ percent, amount: vatCentsOf(taxed, percent) / 100 }));
}

/**
 * The rate of a postage answer's tax rule, known from its net and taxed amounts: the first of the cart's rates that
 * gives the net amount from the taxed one, else the rate the two amounts imply (rounded to a whole percent); null
 * for free or untaxed postage.
 */
export function postageRateOf(net: number, taxed: number, candidates: readonly number[]): number | null {
  if (!(net > 0) || !(taxed > net)) return null;
  const netCents = toCents(net);
  const taxedCents = toCents(taxed);
  const matching = [...candidates].sort((a, b) => b - a).find((percent) => percent > 0 && taxedCents - vatCentsOf(taxedCents, percent) === netCents);
  return matching ?? Math.round((taxedCents / netCents - 1) * 100);
}
