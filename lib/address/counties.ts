/**
 * Romanian counties (județe) in the address forms (checkout and address book): the form offers the backend's list in
 * a select, keeps the county's ISO 3166-2 code ('RO-CJ') and prefills it from the postcode, whose first two digits
 * name the county (Cluj 40xxxx, București 01-06). Pure: the browser loads this module with the form.
 */
export type AddressCounty = {
  /** ISO 3166-2 code, the value the forms keep ('RO-CJ'). */
  code: string;
  title: string;
  /** First two digits of the county's postal codes. */
  postcodePrefixes: readonly string[];
};

/** The county a postcode's first two digits name; null before two digits are typed or for an unknown prefix. */
export function countyOfPostcode(zipcode: string, counties: readonly AddressCounty[]): AddressCounty | null {
  const prefix = zipcode.trim().slice(0, 2);
  if (!/^\d{2}$/.test(prefix)) return null;
  return counties.find((county) => county.postcodePrefixes.includes(prefix)) ?? null;
}

/**
 * The county after the postcode changed: it follows the postcode while the shopper has not chosen one, i.e. while it
 * is empty or still the county of the previous postcode; a county the shopper chose stays.
 */
export function countyAfterPostcode(previousZipcode: string, nextZipcode: string, county: string, counties: readonly AddressCounty[]): string {
  const followed = countyOfPostcode(previousZipcode, counties)?.code ?? '';
  if (county !== '' && county !== followed) return county;
  return countyOfPostcode(nextZipcode, counties)?.code ?? '';
}

/** The county of an address that became Romanian: the one chosen before if any, else the postcode's. */
export function countyForCountryChange(zipcode: string, county: string, counties: readonly AddressCounty[]): string {
  if (counties.some((candidate) => candidate.code === county)) return county;
  return countyOfPostcode(zipcode, counties)?.code ?? '';
}

/** The title of a county code, for showing a saved address ('RO-CJ' → 'Cluj'); the code itself when unknown. */
export function countyTitle(code: string, counties: readonly AddressCounty[]): string {
  return counties.find((county) => county.code === code)?.title ?? code;
}
