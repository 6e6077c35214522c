import { PRICE_REFERENCE_DAYS } from '@/contract/constants';

/**
 * One row of a product's price history: the price in force from `from` (inclusive) until `to` (exclusive). Dates are
 * ISO days ('2026-10-14') or ISO times; times without a zone are UTC.
 */
export type PricePeriod = { price: number; from: string; to: string };

const DAY_MS = 86_400_000;

function instant(iso: string): number {
  const zoned = /T.*(Z|[+-]\d\d:?\d\d)$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) throw new Error(`invalid date in the price history: ${iso}`);
  return ms;
}

/**
 * The reference price of a reduction starting at `reductionStart` (decisions.md 'Discounts', ADR 0032): the lowest
 * price in force at any time during the PRICE_REFERENCE_DAYS days before the start. A product launched less than that
 * before the reduction has a shorter window: the lowest price since its launch (the history starts with it).
 *
 * - `null` when there is no history at all: nothing is known, the caller decides (the spec's markup rule).
 * - `reducedPrice` itself when the history has no price before the start (the product was launched at the reduced
 *   price): there is no earlier price, so no reduction can be announced.
 */
export function referencePrice(history: readonly PricePeriod[], reductionStart: string, reducedPrice: number): number | null {
  if (history.length === 0) return null;
  const start = instant(reductionStart);
  const windowStart = start - PRICE_REFERENCE_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const period of history) {
    if (instant(period.from) >= start || instant(period.to) <= windowStart) continue;
    if (lowest === null || period.price < lowest) lowest = period.price;
  }
  return lowest ?? reducedPrice;
}
