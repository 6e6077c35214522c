import type { Country } from '@/contract/country';
import type { MenuCategory } from '@/contract/category';
import type { LocaleConfig } from '@/contract/locale-config';
import type { HeaderInfo, SalesBar } from '@/contract/system-config';
import type { Shop } from '@/contract/shops';
import type { StoreInfo } from './store-info';

/** Everything the site header and footer render, fetched once per shop on the server (lib/layout/server.ts). */
export type LayoutData = {
  shop: Shop;
  config: LocaleConfig;
  /** Standard VAT percent of the shop country, decoded from the locale config's tax rule. */
  vatPercent: number;
  store: StoreInfo;
  /** null when the sales bar module is missing, deactivated or inactive. */
  salesBar: SalesBar | null;
  /** Country bar info text; null when not configured. */
  headerInfo: HeaderInfo | null;
  menu: MenuCategory[];
  countries: Country[];
};
