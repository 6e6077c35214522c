import 'server-only';
import { cache } from 'react';
import { backendClient, helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { countriesResponseSchema } from '@/contract/country';
import { categoryMenuResponseSchema } from '@/contract/category';
import { localeConfigResponseSchema, type LocaleConfig } from '@/contract/locale-config';
import { headerInfoSchema, salesBarSchema, systemConfigResponseSchema, STORE_CONFIG_NAMES } from '@/contract/system-config';
import { activeSalesBar } from './sales-bar';
import { vatPercentFromTaxRule } from '@/lib/pricing/vat';
import { API_CACHE_SECONDS, LOCALE_CONFIG_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { cacheTags } from '@/lib/catalog/cache-tags';
import type { LayoutData } from './layout-data';
import { storeInfoFromConfig, type StoreInfo } from './store-info';

function required<T>(result: Result<T>, what: string): T {
  if (result.ok) return result.data;
  throw new UpstreamUnavailableError(`${what}: ${result.error.message}`);
}

/** The locale config of a shop (cached 10 minutes, tagged per locale). */
export const getLocaleConfig = cache(async (shop: Shop): Promise<LocaleConfig> => {
  const result = await requestJson(helperClient(), 'locale_config/custom_attribute/', localeConfigResponseSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: { revalidate: LOCALE_CONFIG_CACHE_SECONDS, tags: [cacheTags.config(shop.theliaLocale)] },
  });
  return required(result, 'locale config')[0] as LocaleConfig;
});

/** The store's contact data from the system config (cached, tagged). */
export const getStoreInfo = cache(async (shop: Shop): Promise<Result<StoreInfo>> => {
  const result = await requestJson(helperClient(), 'system_config/custom_attribute/', systemConfigResponseSchema, {
    searchParams: { variable_name: STORE_CONFIG_NAMES.join(','), locale: shop.theliaLocale },
    cache: { revalidate: API_CACHE_SECONDS, tags: [cacheTags.config(shop.theliaLocale)] },
  });
  return result.ok ? { ok: true, data: storeInfoFromConfig(result.data) } : result;
});

/** Everything the header and footer need, fetched in parallel. Throws UpstreamUnavailableError when the backend is down. */
export const getLayoutData = cache(async (shop: Shop): Promise<LayoutData> => {
  const helper = helperClient();
  const configCache = { revalidate: API_CACHE_SECONDS, tags: [cacheTags.config(shop.theliaLocale)] };
  const [config, store, salesBar, headerInfo, menu, countries] = await Promise.all([
    getLocaleConfig(shop),
    getStoreInfo(shop),
    requestJson(helper, 'module_config_i18n/custom_attribute', salesBarSchema, {
      searchParams: { module_name: 'SalesBar', locale: shop.theliaLocale },
      cache: configCache,
    }),
    requestJson(helper, 'module_config_i18n/custom_attribute', headerInfoSchema, {
      searchParams: { module_name: 'HeaderInfo', locale: shop.theliaLocale },
      cache: configCache,
    }),
    requestJson(helper, 'category_menu/custom_attribute/', categoryMenuResponseSchema, {
      searchParams: { locale: shop.theliaLocale },
      cache: { revalidate: API_CACHE_SECONDS, tags: [cacheTags.menu(shop.theliaLocale)] },
    }),
    requestJson(backendClient(), 'api/countries', countriesResponseSchema, {
      searchParams: { locale: shop.theliaLocale },
      cache: configCache,
    }),
  ]);
  const vatPercent = vatPercentFromTaxRule(config.tax_serialized_requirements);
  if (vatPercent === null) throw new UpstreamUnavailableError('locale config: unreadable tax rule');
  return {
    shop,
    config,
    vatPercent,
    store: required(store, 'system config'),
    salesBar: activeSalesBar(salesBar),
    headerInfo: headerInfo.ok ? headerInfo.data : null,
    menu: required(menu, 'category menu'),
    countries: countries.ok ? countries.data : [],
  };
});
