import { priceView, type PriceView } from '@/lib/pricing/discount';
import type { Price } from '@/contract/product-card';

/** Gross prices (with the country's VAT) or net prices shown with '0 % VAT'. */
export type VatMode = 'gross' | 'net';

export type VatModeInput = {
  /** excludeVAT is on: only a business customer whose VAT number passed the check can switch it on (decisions.md). */
  excludeVat: boolean;
  /** The product is in one of the locale config's `categories_0_vat`. */
  zeroVatCategory: boolean;
  /** The shopper may buy at the zero rate: the delivery country is the shop's own country, whose law sets the rate. */
  zeroVatEligible: boolean;
};

/** Net prices for a business customer with excludeVAT on, and in zero-VAT categories for eligible users (spec section 6). */
export function vatMode({ excludeVat, zeroVatCategory, zeroVatEligible }: VatModeInput): VatMode {
  return excludeVat || (zeroVatCategory && zeroVatEligible) ? 'net' : 'gross';
}

/** True when the product (default category or any category of its path) is one of the zero-VAT categories. */
export function inZeroVatCategory(categoryIds: readonly number[], zeroVatCategoryIds: readonly number[]): boolean {
  return categoryIds.some((id) => zeroVatCategoryIds.includes(id));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The prices in the mode: net prices carry a tax percent of 0, so every amount shown is what the shopper pays. */
export function pricesIn(prices: Price, mode: VatMode): Price {
  if (mode === 'gross') return prices;
  const factor = 1 + prices.tax_percent / 100;
  return {
    ...prices,
    taxed_price: prices.price,
    taxed_promo_price: prices.promo_price,
    listen_price: prices.listen_price === null ? null : round2(prices.listen_price / factor),
    lowest_30d_taxed: prices.lowest_30d_taxed === null ? null : round2(prices.lowest_30d_taxed / factor),
    tax_percent: 0,
  };
}

export type PriceDisplay =
  | { kind: 'on-request' }
  | { kind: 'none' }
  | { kind: 'price'; view: PriceView; vatPercent: number; mode: VatMode };

/**
 * What the price box shows: 'price on request' for the config's `price_request_product_ids`, nothing for a price of
 * zero (spec: a price is shown only if its value is non-zero), else the sale price, the struck-through reference of a
 * reduction (the 30-day low, ADR 0032), the badge percent and the recommended retail price, gross or net.
 */
export function priceDisplay(prices: Price, mode: VatMode, onRequest: boolean): PriceDisplay {
  if (onRequest) return { kind: 'on-request' };
  const shown = pricesIn(prices, mode);
  const view = priceView(shown);
  if (!(view.sale > 0)) return { kind: 'none' };
  return { kind: 'price', view, vatPercent: shown.tax_percent, mode };
}
