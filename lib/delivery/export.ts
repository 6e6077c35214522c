import { EU_MEMBER_STATES } from '@/contract/constants';

const EU: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** A delivery to a country outside the EU is a tax-free export (0 % VAT), whatever the shop. */
export function isTaxFreeExport(countryIso: string | null | undefined): boolean {
  return typeof countryIso === 'string' && /^[A-Z]{2}$/.test(countryIso) && !EU.has(countryIso);
}
