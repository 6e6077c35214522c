/**
 * The salutation (Anrede / formula de adresare), the same optional list on every form that asks for one: checkout
 * addresses, registration, personal data and the address book. It is never required and nothing gendered is
 * preselected: the first choice is 'none' ('Keine Angabe' / 'Fără'), since German courts found a forced Mr/Ms choice
 * unlawful discrimination (BGH X ZR 107/16 line; OLG Frankfurt 9 U 92/20). The list holds the spec's TITLE values
 * (section 3: Mr, Miss, Association, Company) after the neutral one. Mails and documents greet with the name alone
 * ('Guten Tag Vorname Nachname'), so 'none' needs no special wording there. No zod: client forms import it.
 */

/**
 * Thelia title ids (customer_title): 1 Mr, 2 Miss, 5 Association and 3 Company as the spec reads them (S3-43: any other
 * value is Company); 4 is the neutral 'no salutation' row this shop adds to customer_title.
 */
export const SALUTATION_TITLE_IDS = { none: 4, miss: 2, mr: 1, company: 3, association: 5 } as const;

export type Salutation = keyof typeof SALUTATION_TITLE_IDS;

/** The choices in the order every form shows them; the first is the default. */
export const SALUTATIONS = ['none', 'miss', 'mr', 'company', 'association'] as const satisfies readonly Salutation[];

export const DEFAULT_SALUTATION: Salutation = 'none';

export function isSalutation(value: string): value is Salutation {
  return (SALUTATIONS as readonly string[]).includes(value);
}

/** A form's value as a salutation; anything unknown is 'none' (the field is optional, never an error). */
export function salutationOfValue(value: string): Salutation {
  return isSalutation(value) ? value : DEFAULT_SALUTATION;
}

/** The salutation of a stored title id: 'none' for no id or 4, else the spec's reading (any other value Company). */
export function salutationOfTitle(titleId: number | null): Salutation {
  if (titleId === null) return DEFAULT_SALUTATION;
  return SALUTATIONS.find((salutation) => SALUTATION_TITLE_IDS[salutation] === titleId) ?? 'company';
}

export function titleOfSalutation(salutation: Salutation): number {
  return SALUTATION_TITLE_IDS[salutation];
}
