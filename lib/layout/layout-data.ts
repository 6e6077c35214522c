import type { Country } from '@/lib/contract/country';
import type { MenuCategory } from '@/lib/contract/category';
import type { LocaleConfig } from '@/lib/contract/locale-config';
import type { HeaderInfo, SalesBar } from '@/lib/contract/system-config';
import type { Shop } from '@/lib/shop/shops';
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
