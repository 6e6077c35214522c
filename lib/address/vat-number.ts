/**
 * Company VAT numbers (spec section 5, decisions.md: AT 'ATU' + 8 digits, DE 'DE' + 9 digits, RO 'RO' + 2 to 10
 * digits without a leading zero; other EU countries their prefix and 2 to 12 letters or digits), pure: the checkout
 * checks a number against the invoice country, the personal information form and the address book against the
 * number's own country prefix.
 */

export const VAT_NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  DE: /^DE\d{9}$/,
  RO: /^RO[1-9]\d{1,9}$/,
};
/** Other EU countries: their two-letter prefix and 2 to 12 letters or digits. */
const OTHER_VAT_NUMBER = /^[A-Z]{2}[A-Z0-9]{2,12}$/;

/** A VAT number as typed ('atu 1234-5678') in its stored form ('ATU12345678'). */
export function normaliseVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** A company VAT number in the format of the invoice country (business customers only). */
export function vatNumberValid(value: string, countryIso: string): boolean {
  const vat = normaliseVatNumber(value);
  const own = VAT_NUMBER_PATTERNS[countryIso];
  if (own) return own.test(vat);
  return OTHER_VAT_NUMBER.test(vat) && vat.startsWith(countryIso);
}

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
