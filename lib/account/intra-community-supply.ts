import type { VatStatus } from '@/contract/account';
import { vatCountryOf } from '@/lib/address/vat-number';

/**
 * When an order carries 0 % VAT (decisions.md 'Business customers', amended): only for an intra-Community supply
 * (Art. 138 VAT Directive; §4 Nr. 1b/§6a UStG; Art. 7 UStG AT; Codul fiscal art. 294), that is a business customer
 * whose VAT number passed the check (format, then VIES 'valid'), the number belongs to ANOTHER member state than the
 * shop's, and the goods are delivered to that member state. A business customer of the shop's own country, a
 * delivery elsewhere, or a number that is not verified pays the VAT of the delivery country as every shopper does.
 * Pure: the storefront (catalogue, cart, checkout) and the backend (the order it prices) decide with these two
 * functions, so every figure agrees.
 */

/**
 * Thelia country ids (setup/insert.sql) of the EU member states the shops deliver to, by ISO code, which is also the
 * VAT-number prefix (Greece's 'EL' is the one exception; the shops do not deliver there). A member state missing
 * here never gets 0 %: the conservative side.
 */
export const MEMBER_STATE_COUNTRY_IDS: Readonly<Record<string, number>> = { AT: 13, BG: 31, CZ: 145, DE: 5, HU: 78, IT: 86, RO: 146, SI: 163, SK: 162 };

export type BuyerVat = { isCompany: boolean; vatNumber: string; vatStatus: VatStatus };

/** The member state (Thelia country id) of a business customer's VAT number that passed the check, else null. */
export function verifiedVatCountryId(buyer: BuyerVat): number | null {
  if (!buyer.isCompany || buyer.vatStatus !== 'valid') return null;
  const prefix = vatCountryOf(buyer.vatNumber);
  return prefix === null ? null : (MEMBER_STATE_COUNTRY_IDS[prefix] ?? null);
}

export type SupplyInput = {
  /** The shop's own country (the selling company's member state). */
  shopCountryId: number;
  /** verifiedVatCountryId of the buyer. */
  buyerVatCountryId: number | null;
  /** Where the goods go (the delivery address, or the pickup centre's country). */
  deliveryCountryId: number | null;
};

/** True for an intra-Community supply: the order (goods, postage, fee) is invoiced at 0 % VAT. */
export function intraCommunitySupply({ shopCountryId, buyerVatCountryId, deliveryCountryId }: SupplyInput): boolean {
  return buyerVatCountryId !== null && buyerVatCountryId !== shopCountryId && deliveryCountryId === buyerVatCountryId;
}
