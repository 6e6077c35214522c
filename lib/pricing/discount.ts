import { DEFAULT_MARKUP_PERCENT } from '@/lib/shop/constants';
import type { Price } from '@/lib/contract/product-card';

/**
 * Discount badge percent (spec section 5): from the list price versus the sale price; without a list price a
 * markup of DEFAULT_MARKUP_PERCENT (16 %) over the sale price is assumed (list = sale × 1.16 → 14 %).
 * A list price at or below the sale price is no discount (0). With a list price the markup is never used.
 */
export function discountPercent(listPrice: number | null, salePrice: number): number {
  if (!(salePrice > 0)) return 0;
  const reference = listPrice !== null && listPrice > 0 ? listPrice : salePrice * (1 + DEFAULT_MARKUP_PERCENT / 100);
  if (reference <= salePrice) return 0;
  return Math.round(((reference - salePrice) / reference) * 100);
}

export type PriceView = {
  /** What the shopper pays (taxed; net when VAT is excluded by the caller). */
  sale: number;
  /** The struck-through reference: the regular price of a reduced product, else the recommended retail price. */
  old: number | null;
  /** Which reference `old` is: a reduction ('promo') or the manufacturer's recommended retail price ('rrp'). */
  oldKind: 'promo' | 'rrp' | null;
  /** Badge percent, 0 when there is no badge. */
  discount: number;
  /** Lowest price of the 30 days before the reduction (EU Omnibus rule), shown with a reduction. */
  lowest30d: number | null;
};

/**
 * The prices a card or product page shows. A badge is shown only for a product that is really reduced (on promo)
 * or sold below its recommended retail price; a product that is neither never gets an invented discount. A reduced
 * product without a usable regular price gets the spec's 16 % markup as its reference percent.
 */
export function priceView(prices: Price): PriceView {
  const sale = prices.is_promo ? prices.taxed_promo_price : prices.taxed_price;
  const rrp = prices.listen_price !== null && prices.listen_price > sale ? prices.listen_price : null;
  if (prices.is_promo) {
    const regular = prices.taxed_price > sale ? prices.taxed_price : null;
    const old = regular ?? rrp;
    return {
      sale,
      old,
      oldKind: regular !== null ? 'promo' : rrp !== null ? 'rrp' : null,
      discount: discountPercent(old, sale),
      lowest30d: prices.lowest_30d_taxed,
    };
  }
  if (rrp !== null) return { sale, old: rrp, oldKind: 'rrp', discount: discountPercent(rrp, sale), lowest30d: prices.lowest_30d_taxed };
  return { sale, old: null, oldKind: null, discount: 0, lowest30d: null };
}
