import type { PricePeriod } from '@/backend/rules/reference-price';
import type { ProductDraft, PseDraft } from './product-build';

/** The end of the period that is in force today. */
export const OPEN_END = '9999-12-31';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The price history of one PSE (net EUR), as a shop records it on every price change: from the product's launch
 * (`createdAt`) the price it was launched at; for a product on promotion, the regular price changes before the
 * promotion (an earlier price at `earlierFactor` until `lastChange`: lower = the price rose, higher = it fell) and the
 * promotion's price from its start. A product launched after one of those days simply starts later: a new product's
 * window is the time since its launch, and a product launched at its promotion's start has no earlier price.
 */
export function priceHistory(draft: Pick<ProductDraft, 'createdAt' | 'promo'>, pse: Pick<PseDraft, 'net' | 'promoNet'>): PricePeriod[] {
  const launch = draft.createdAt;
  const promo = draft.promo;
  if (!promo) return [{ price: pse.net, from: launch, to: OPEN_END }];
  const steps: PricePeriod[] = [
    { price: round2(pse.net * promo.earlierFactor), from: launch, to: promo.lastChange },
    { price: pse.net, from: promo.lastChange, to: promo.start },
    { price: pse.promoNet, from: promo.start, to: OPEN_END },
  ];
  // Periods that ended before the launch never happened; the first one left starts at the launch.
  const kept = steps.filter((period) => period.to > launch.slice(0, 10) || period.to === OPEN_END);
  return kept.map((period, index) => (index === 0 && period.from < launch ? { ...period, from: launch } : period))
    .filter((period) => period.from < period.to);
}
