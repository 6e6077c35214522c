/**
 * The format of a company VAT number (spec section 5, decisions.md: AT 'ATU' + 8 digits, DE 'DE' + 9 digits, RO 'RO'
 * + 2 to 10 digits; other EU countries their prefix and 2 to 12 letters or digits), read from the number's own
 * country prefix. Pure: the personal information form checks it in the browser and the backend checks it before it
 * asks VIES (a number of the wrong format is 'invalid' without a VIES call).
 */
import { normaliseVatNumber, vatNumberValid } from '@/lib/checkout/address-rules';

/** The country prefix of a VAT number ('ATU12345678' → 'AT'), or null when it does not start with two letters. */
export function vatCountryOf(vatNumber: string): string | null {
  const prefix = normaliseVatNumber(vatNumber).slice(0, 2);
  return /^[A-Z]{2}$/.test(prefix) ? prefix : null;
}

/**
 * Whether a VAT number has its country's format and at least the shop's `vat_min_length` characters (S5-12; 0 when
 * the caller has no shop config, as the backend).
 */
export function vatNumberFormatValid(vatNumber: string, minLength = 0): boolean {
  const vat = normaliseVatNumber(vatNumber);
  const country = vatCountryOf(vat);
  return country !== null && vat.length >= minLength && vatNumberValid(vat, country);
}
