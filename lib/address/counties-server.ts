import 'server-only';
import { cache } from 'react';
import { backendClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { ok, type Result, type UpstreamError } from '@/lib/api/result';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { countiesResponseSchema, type County } from '@/contract/checkout';
import type { Country } from '@/contract/country';
import { API_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { ROMANIA_ISO } from './address-rules';
import type { AddressCounty } from './counties';

/**
 * The Romanian counties (`GET api/ExternalOrderApi/county/?country_id=`), read like the delivery countries: slow-
 * changing backend data from the data cache, dropped with the shop's config tag. None when the shop does not deliver
 * to Romania; a failed read is a failure (a Romanian address cannot be saved or sent without its county).
 */
export const readCounties = cache(async (shop: Shop, countries: readonly Country[]): Promise<Result<County[], UpstreamError>> => {
  const romania = countries.find((country) => country.isoalpha2 === ROMANIA_ISO);
  if (!romania) return ok([]);
  const result = await requestJson(backendClient(), 'api/ExternalOrderApi/county/', countiesResponseSchema, {
    searchParams: { country_id: romania.id },
    cache: { revalidate: API_CACHE_SECONDS, tags: [cacheTags.config(shop.theliaLocale)] },
  });
  if (!result.ok) console.error(`checkout counties: ${result.error.message}`);
  return result;
});

/** A county as the address forms get it (the address book adds the backend's id, which its route maps back). */
export function countyForBrowser(county: County): AddressCounty {
  return { code: county.code, title: county.title, postcodePrefixes: county.postcode_prefixes };
}

/** The counties as the address step gets them (no backend ids). */
export function countiesForBrowser(counties: readonly County[]): AddressCounty[] {
  return counties.map(countyForBrowser);
}
