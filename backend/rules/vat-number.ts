/**
 * The backend's reading of a company VAT number (decisions.md 'Business customers', S5-29..S5-33): the form it is
 * stored in, and the format it must have before VIES is asked. Written for the backend, as Thelia has its own; the
 * storefront checks the same format in the browser with its own rules.
 */

/** A VAT number as typed ('atu 1234-5678') in its stored form ('ATU12345678'). */
export const storedVatNumber = (typed: string): string => typed.toUpperCase().replace(/[\s./-]/g, '');

/** The national part after the member-state prefix: AT 'U' + 8 digits, DE 9 digits, RO 2 to 10 digits without a leading zero. */
const NATIONAL_PART: Readonly<Record<string, RegExp>> = { AT: /^U\d{8}$/, DE: /^\d{9}$/, RO: /^[1-9]\d{1,9}$/ };
/** Any other member state: 2 to 12 letters or digits. */
const OTHER_NATIONAL_PART = /^[A-Z0-9]{2,12}$/;

export type ViesQuery = { country: string; number: string };

/** What VIES is asked for a number (prefix and national part), or null when the number has no valid format. */
export function viesQuery(vatNumber: string): ViesQuery | null {
  const match = /^([A-Z]{2})(.*)$/.exec(storedVatNumber(vatNumber));
  if (!match) return null;
  const [, country = '', number = ''] = match;
  return (NATIONAL_PART[country] ?? OTHER_NATIONAL_PART).test(number) ? { country, number } : null;
}
