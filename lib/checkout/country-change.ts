/**
 * The site country (the header's delivery country, lib/ui-state/delivery-country-store.ts) and the checkout's delivery
 * address (spec section 4): changing the delivery address to another country updates the site country and its VAT
 * only after the shopper accepts (S4-58); a delivery address whose country differs from the site country shows the
 * country-mismatch message and sets the menu country to the delivery country (S4-59); a country that is not in the
 * shop's list cannot be selected and shows 'site country update failed' (S8-32).
 */
export type SiteCountry = { id: number; title: string; tax_title: string };

/** What a change of the delivery address's country asks: nothing (same country) or whether to switch the site. */
export type CountryQuestion = { kind: 'none' } | { kind: 'ask'; countryId: number; title: string };

export function countryQuestion(siteCountryId: number, nextCountryId: number, countries: readonly SiteCountry[]): CountryQuestion {
  if (nextCountryId === siteCountryId) return { kind: 'none' };
  return { kind: 'ask', countryId: nextCountryId, title: countries.find((country) => country.id === nextCountryId)?.title ?? '' };
}

/** The site country update of an answer: none when declined, the country and its tax title, or failed (not found). */
export type SiteCountryUpdate = { kind: 'keep' } | { kind: 'update'; countryId: number; taxTitle: string } | { kind: 'failed' };

export function siteCountryUpdate(countryId: number, accepted: boolean, countries: readonly SiteCountry[]): SiteCountryUpdate {
  if (!accepted) return { kind: 'keep' };
  const country = countries.find((candidate) => candidate.id === countryId);
  return country ? { kind: 'update', countryId: country.id, taxTitle: country.tax_title } : { kind: 'failed' };
}

/** The site country as the header shows it: the stored choice, or the shop's own country. */
export function siteCountryOf(stored: number | null, shopCountryId: number): number {
  return stored ?? shopCountryId;
}

/** A saved delivery address in another country than the site's: show the mismatch and follow the delivery country. */
export function countryMismatch(siteCountryId: number, deliveryCountryId: number | null): boolean {
  return deliveryCountryId !== null && deliveryCountryId !== siteCountryId;
}

/** A delivery country of the checkout's address selects: the site country's fields and its ISO code (field rules). */
export type CheckoutCountry = SiteCountry & { iso: string };
