import type { LayoutData } from '@/lib/layout/layout-data';
import { serializeJsonLd, storeJsonLd } from '@/lib/seo/store-json-ld';

/** schema.org Store of the shop, only when phone, street, city and zip all exist (S2-153). */
export function StoreJsonLdScript({ data }: { data: LayoutData }) {
  const json = storeJsonLd(data.store, {
    url: data.config.lang_url,
    countryCode: data.shop.code.toUpperCase(),
    fallbackName: data.config.store_name,
  });
  if (!json) return null;
  // serializeJsonLd escapes '<', '>' and '&', so back-office text cannot end the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(json) }} />;
}
