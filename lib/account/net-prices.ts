import type { VatMode } from '@/lib/product/price-display';
import type { Shopper } from './shopper';

/**
 * Whether a shopper sees and pays net prices with '0 % VAT' (S6-04, S1-20, decisions.md): only a logged-in business
 * customer whose checked VAT number belongs to another member state than the shop's, buying for delivery there
 * (intra-community-supply.ts; a domestic business customer pays the shop's VAT). The shopper comes from the backend's customer record (read with the
 * customer's token: `GET /api/account/me` in the browser, `loadShopper` on the server), never from a flag the
 * browser stores, so a guest or a customer with an unchecked, invalid or unverifiable number always sees gross prices.
 */
export function netPricesFor(shopper: Shopper): boolean {
  return shopper.kind === 'customer' && shopper.isCompany && shopper.excludeVAT;
}

/** The price mode of a shopper's catalogue prices (before the zero-VAT categories are looked at). */
export function vatModeOf(shopper: Shopper): VatMode {
  return netPricesFor(shopper) ? 'net' : 'gross';
}
