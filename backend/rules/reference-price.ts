import { PRICE_REFERENCE_DAYS } from '@/contract/constants';

/**
 * One row of a variant's price history: the price in force from `from` (inclusive) until `to` (exclusive). Dates are
 * ISO days ('2026-10-14') or ISO times; a time without a zone is UTC.
 */
export type PricePeriod = { price: number; from: string; to: string };

function epochMs(iso: string): number {
  const utc = iso.includes('T') && !/(Z|[+-]\d\d:?\d\d)$/.test(iso) ? `${iso}Z` : iso;
  const ms = Date.parse(utc);
  if (Number.isNaN(ms)) throw new Error(`invalid date in the price history: ${iso}`);
  return ms;
}

/**
 * The backend's Omnibus reference of a promotion (decisions.md 'Discounts', ADR 0032): the lowest price in force at
 * any moment of the PRICE_REFERENCE_DAYS days before the promotion started, since launch for a newer product. Null
 * without any history (nothing is known); the promotion price itself when no price was in force before it (launched
 * reduced: no reduction to announce).
 */
export function lowestBeforePromotion(history: readonly PricePeriod[], promotionStart: string, promotionPrice: number): number | null {
  if (history.length === 0) return null;
  const end = epochMs(promotionStart);
  const begin = end - PRICE_REFERENCE_DAYS * 86_400_000;
  const inForce = history.filter((period) => epochMs(period.from) < end && epochMs(period.to) > begin).map((period) => period.price);
  return inForce.length > 0 ? Math.min(...inForce) : promotionPrice;
}
