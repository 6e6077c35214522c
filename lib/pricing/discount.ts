import { DEFAULT_MARKUP_PERCENT } from '@/contract/constants';
import type { Price } from '@/contract/product-card';

/**
 * Discount badge percent (spec section 5): from the reference price versus the sale price; without a reference a
 * markup of DEFAULT_MARKUP_PERCENT (16 %) over the sale price is assumed (reference = sale × 1.16 → 14 %).
 * A reference at or below the sale price is no discount (0). With a reference the markup is never used.
 */
export function discountPercent(reference: number | null, salePrice: number): number {
  if (!(salePrice > 0)) return 0;
  const base = reference !== null && reference > 0 ? reference : salePrice * (1 + DEFAULT_MARKUP_PERCENT / 100);
  if (base <= salePrice) return 0;
  return Math.round(((base - salePrice) / base) * 100);
}

export type PriceView = {
  /** What the shopper pays (taxed; net when VAT is excluded by the caller). */
  sale: number;
  /**
   * True when the sale price is announced as a reduction: the product is on promotion and its price is below the
   * lowest price of the 30 days before the reduction (or it has no price history at all, see `discount`). Only a
   * reduced price takes the sale colour.
   */
  reduced: boolean;
  /**
   * The struck-through reference of a reduction: the lowest price of the 30 days before it (EU Omnibus rule,
   * ECJ C-330/23), never an older, higher price. Null without a reduction or without a price history.
   */
  reference: number | null;
  /** Badge percent of the reduction, from `reference` (the 16 % markup only without a history and an RRP); 0 = no badge. */
  discount: number;
  /**
   * The manufacturer's recommended retail price when it is above the sale price: a comparison labelled 'UVP' / 'PRP',
   * never struck through, never a badge percent. Shown where there is no reduction (a card shows one comparison).
   */
  rrp: number | null;
};

/**
 * The prices a card or product page shows (decisions.md 'Discounts', ADR 0032):
 * - reduced (on promotion, the promo price below the 30-day low before the reduction): the 30-day low struck
 *   through, the badge percent from it; a promotion whose price is not below that low is no reduction to announce
 *   and shows as a regular price;
 * - on promotion without any price history and without an RRP: the spec's 16 % markup percent, nothing struck;
 * - the recommended retail price is returned separately, for a labelled comparison that is never a reduction.
 */
export function priceView(prices: Price): PriceView {
  const sale = prices.is_promo ? prices.taxed_promo_price : prices.taxed_price;
  const rrp = prices.listen_price !== null && prices.listen_price > sale ? prices.listen_price : null;
  const regular = { sale, reduced: false, reference: null, discount: 0, rrp };
  if (!prices.is_promo || !(sale > 0)) return regular;
  const low = prices.lowest_30d_taxed;
  if (low !== null) {
    if (!(low > sale)) return regular;
    return { sale, reduced: true, reference: low, discount: discountPercent(low, sale), rrp };
  }
  if (rrp !== null) return regular;
  return { sale, reduced: true, reference: null, discount: discountPercent(null, sale), rrp: null };
}
