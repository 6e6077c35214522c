import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { fail, ok, type Result } from '@/lib/api/result';
import { addressWriteResponseSchema, type AddressItem } from '@/contract/account-profile';
import { addressCreateResponseSchema } from '@/contract/address';
import { deliveryCountries } from '@/lib/address/delivery-countries-server';
import { countyForBrowser, readCounties } from '@/lib/address/counties-server';
import { savedAddressesCall } from '@/lib/address/saved-addresses-server';
import type { Shop } from '@/contract/shops';
import type { CustomerContext } from './page-guard';
import type { AddressBookRules } from './address-book-rules';
import type { CountyRef } from '@/lib/address/address-mapping';
import type { AddressCounty } from '@/lib/address/counties';
import type { BackendAddress } from './address-book-mapping';

export type AddressBookCountry = { id: number; iso: string; title: string };
export type AddressBookCounty = CountyRef & AddressCounty;

/** What the address book's form and route need of the shop: countries, Romanian counties and the config's rules. */
export type AddressBookSetting = { countries: AddressBookCountry[]; counties: AddressBookCounty[]; rules: Omit<AddressBookRules, 'business'> };

export async function addressBookSetting(shop: Shop): Promise<Result<AddressBookSetting>> {
  const { countries, config } = await deliveryCountries(shop);
  const counties = await readCounties(shop, countries);
  if (!counties.ok) return counties;
  const list = countries.map((country) => ({ id: country.id, iso: country.isoalpha2, title: country.title }));
  return ok({
    countries: list,
    counties: counties.data.map((county) => ({ id: county.id, ...countyForBrowser(county) })),
    rules: {
      countries: list.map(({ id, iso }) => ({ id, iso })),
      countyCodes: counties.data.map((county) => county.code),
      phonePattern: config.phone_regex,
      phoneRequired: config.is_phone_required,
      vatMinLength: config.vat_min_length,
    },
  });
}

const client = (context: CustomerContext) => backendFor(context.session.token);

/** The customer's addresses (S7-06), never cached. */
export function addressListCall(context: CustomerContext): Promise<Result<AddressItem[]>> {
  return savedAddressesCall(client(context), context.session.customerId);
}

/** `POST {apiUrl}/api/ExternalOrderApi/address` (S7-31) with the customer's token: a new address of the customer. */
export async function addressCreateCall(context: CustomerContext, address: BackendAddress): Promise<Result<number>> {
  const answer = await requestJson(client(context), '/api/ExternalOrderApi/address', addressCreateResponseSchema, {
    method: 'post',
    json: { customer_id: context.session.customerId, ...address },
    noStore: true,
  });
  if (!answer.ok) return answer;
  return answer.data.data ? ok(answer.data.data.address_id) : fail('invalid-response', 'address create: no address id');
}

/** `PUT {apiUrl}/api/ExternalOrderApi/address/{id}` (S7-32). */
export async function addressUpdateCall(context: CustomerContext, id: number, address: BackendAddress & { address3?: string }): Promise<Result<unknown>> {
  return requestJson(client(context), `/api/ExternalOrderApi/address/${id}`, addressWriteResponseSchema, { method: 'put', json: address, noStore: true });
}

/** `POST {apiUrl}/api/ExternalOrderApi/address/delete` (S7-33): refused (422) for the default address (S5-38). */
export async function addressDeleteCall(context: CustomerContext, id: number): Promise<Result<unknown>> {
  return requestJson(client(context), '/api/ExternalOrderApi/address/delete', addressWriteResponseSchema, { method: 'post', json: { address_id: id }, noStore: true });
}
