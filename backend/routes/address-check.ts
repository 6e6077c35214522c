import { ADDRESS_MESSAGES } from '@/contract/checkout';
import { CONTACT_PHONE_MAX_LENGTH, CONTACT_PHONE_MIN_LENGTH } from '@/contract/constants';
import type { CustomerRepo } from '@/backend/repo/customer-repo';

/** A phone number: digits, spaces and '+' only, 9-20 characters (decisions.md). */
const PHONE = new RegExp(`^[0-9 +]{${CONTACT_PHONE_MIN_LENGTH},${CONTACT_PHONE_MAX_LENGTH}}$`);

/** A postal code against Thelia's zip_code_format: 'N' is a digit, other characters stand for themselves. */
export function matchesZipFormat(zipcode: string, format: string): boolean {
  if (format === '') return /^[A-Za-z0-9 -]{3,10}$/.test(zipcode);
  const pattern = [...format].map((char) => (char === 'N' ? '\\d' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${pattern}$`).test(zipcode);
}

/**
 * The country rules of an address, for the checkout's and the address book's writes: a shop country, its postcode
 * format, phone numbers as given, and a county exactly for countries that have them (Romania). The refusal text, or
 * null for an address that passes.
 */
export function addressRefusal(
  customers: CustomerRepo,
  address: { country_id: number; zipcode: string; phone: string; cellphone: string; state_id: number | null },
): string | null {
  const format = customers.zipFormat(address.country_id);
  if (format === null) return ADDRESS_MESSAGES.invalidCountry;
  if (!matchesZipFormat(address.zipcode, format)) return ADDRESS_MESSAGES.invalidPostcode;
  for (const phone of [address.phone, address.cellphone]) {
    if (phone !== '' && !PHONE.test(phone)) return ADDRESS_MESSAGES.invalidPhone;
  }
  const needsCounty = customers.countriesWithCounties().has(address.country_id);
  const county = address.state_id === null ? null : customers.county(address.state_id);
  if (needsCounty ? county === null || county.country_id !== address.country_id : address.state_id !== null) return ADDRESS_MESSAGES.invalidCounty;
  return null;
}
