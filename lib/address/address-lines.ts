/**
 * An address as the lines a page shows (order view, account overview and address book, checkout review): who, the
 * street lines, postcode and place, region, country and any notes, blank lines left out. Each page says who comes
 * first (company or name) and what it adds; the order of the rest is the same everywhere.
 */
export type AddressParts = {
  /** Company and name, in the order the page shows them. */
  who: readonly string[];
  street: readonly string[];
  zipcode: string;
  city: string;
  /** The county or state, on its own line. */
  region?: string;
  country: string;
  /** Lines after the country (VAT number, phone). */
  notes?: readonly string[];
};

export function addressLines(parts: AddressParts): string[] {
  return [...parts.who, ...parts.street, `${parts.zipcode} ${parts.city}`, parts.region ?? '', parts.country, ...(parts.notes ?? [])].filter((line) => line.trim() !== '');
}

/** First and last name as one line. */
export const fullName = (address: { firstname: string; lastname: string }) => `${address.firstname} ${address.lastname}`;
