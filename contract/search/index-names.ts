import type { TheliaLocale } from '@/contract/common';

/**
 * Index naming (docs/adr/0012-search-engine.md): one product index per shop locale, because a product document
 * carries the prices with the VAT of that shop's country, named `{search_index_prefix}products_{locale}` in lower case
 * (`shop_products_de_at`); one content index for every locale, named by `search_content_index` (`shop_content`),
 * whose documents carry their `locale`.
 */
export function productIndexName(prefix: string, locale: TheliaLocale): string {
  return `${prefix}products_${locale.toLowerCase()}`;
}

/** Index names as Elasticsearch allows them: lower case, no path or wildcard characters, not starting with -, _ or +. */
export const INDEX_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,199}$/;
