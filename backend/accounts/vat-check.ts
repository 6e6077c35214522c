import type { VatStatus } from '@/contract/account';
import { normaliseVatNumber, vatCountryOf, vatNumberFormatValid } from '@/lib/address/vat-number';

/** What VIES answers for one number: registered (valid), not registered (invalid), or no answer (error). */
export type ViesAnswer = 'valid' | 'invalid' | 'error';

/** The seam to the EU's VIES service: the country code and the number without it. */
export type ViesClient = { check: (countryCode: string, number: string) => Promise<ViesAnswer> };

/**
 * The reference backend's VIES: a sandbox with a deterministic rule per number, so journeys running in parallel can
 * reach every state without switching shared state. A number whose last two digits are '00' is not registered
 * (invalid), '99' makes VIES fail (verification error), every other number is registered (valid).
 */
export const sandboxVies: ViesClient = {
  check: async (_countryCode, number) => {
    if (number.endsWith('00')) return 'invalid';
    if (number.endsWith('99')) return 'error';
    return 'valid';
  },
};

/**
 * Checks a company VAT number (S5-29..S5-33): '' is 'none'; the country's format first (a wrong format is 'invalid'
 * without asking VIES), then VIES; a VIES failure, thrown or answered, is 'error' (verification error, S5-35).
 */
export async function checkVatNumber(vatNumber: string, vies: ViesClient): Promise<VatStatus> {
  const vat = normaliseVatNumber(vatNumber);
  if (vat === '') return 'none';
  const country = vatCountryOf(vat);
  if (country === null || !vatNumberFormatValid(vat)) return 'invalid';
  try {
    return await vies.check(country, vat.slice(2));
  } catch {
    return 'error';
  }
}
