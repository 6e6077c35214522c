/**
 * Net prices with '0 % VAT' are for verified business customers only (decisions.md): excludeVAT counts as on only
 * when stored as the string 'true' (S3-57), and it removes VAT only for a customer whose VAT number passed the check
 * (S6-04, S1-20). A guest has no verified VAT number (the check belongs to the account), so the checkout of a guest
 * always shows and charges prices with VAT, whatever the stored flag says.
 */
export type VatNumberCheck = 'valid' | 'invalid' | 'verification-error' | 'unchecked';

export function excludeVatOn(stored: string | null | undefined): boolean {
  return stored === 'true';
}

export function showsNetPrices(input: { excludeVat: string | null | undefined; isCompany: boolean; vatNumberCheck: VatNumberCheck }): boolean {
  return excludeVatOn(input.excludeVat) && input.isCompany && input.vatNumberCheck === 'valid';
}

/** A guest's VAT number is never verified: there is no account that holds the check. */
export const GUEST_VAT_NUMBER_CHECK: VatNumberCheck = 'unchecked';
