import type { VatStatus } from '@/contract/account';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import type { AccountRepo } from '@/backend/repo/account-repo';
import type { AddressBookRepo } from '@/backend/repo/address-book-repo';
import type { ProfileRepo } from '@/backend/repo/profile-repo';
import { checkVatNumber, type ViesClient } from './vat-check';

/**
 * The company VAT number of a business customer follows its business address: when a business customer's default
 * address is saved with a VAT number other than the one on record, the number is checked (format, then VIES) and stored
 * on the customer with its result. Answers the new state, or undefined when nothing was checked (a private customer,
 * another address, no number, the same number).
 */
export async function vatAfterAddressSave(
  deps: { accounts: AccountRepo; addressBook: AddressBookRepo; profiles: ProfileRepo; vies: ViesClient },
  customerId: number,
  addressId: number,
): Promise<VatStatus | undefined> {
  const account = deps.accounts.account(customerId);
  const address = deps.addressBook.own(addressId, customerId);
  if (!account || account.isCompany !== 1 || !address?.is_default) return undefined;
  const vatNumber = normaliseVatNumber(address.vat_number);
  if (vatNumber === '' || vatNumber === normaliseVatNumber(account.vatNumber)) return undefined;
  const status = await checkVatNumber(vatNumber, deps.vies);
  deps.profiles.setVat(customerId, vatNumber, status);
  return status;
}
