import type { Store, WithContext } from 'schema-dts';
import type { StoreInfo } from '@/lib/layout/store-info';

/** Store structured data is emitted only when phone, street, city and zip all exist (spec section 2, footer). */
export function hasStoreAddress(store: StoreInfo): boolean {
  return [store.phone, store.address1, store.city, store.zipcode].every((part) => part.length > 0);
}

export type StoreJsonLdOptions = {
  /** The shop's public base URL (locale config `lang_url`); left out when empty. */
  url: string;
  /** Fallback for `addressCountry` when the system config has no `store_country` (ISO code of the shop). */
  countryCode: string;
  /** Shown name when the system config has no `store_name` (locale config `store_name`). */
  fallbackName: string;
};

/**
 * schema.org `Store` of the footer's contact data. Emitted only when phone, street, city and zip all exist
 * (spec section 2, footer); returns null otherwise. Optional fields (email, opening hours, url) are left out
 * when empty rather than sent as empty strings.
 */
export function storeJsonLd(store: StoreInfo, options: StoreJsonLdOptions): WithContext<Store> | null {
  if (!hasStoreAddress(store)) return null;
  const openingHours = store.openingTimes || store.supportTime;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name || options.fallbackName,
    telephone: store.phone,
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address1,
      addressLocality: store.city,
      postalCode: store.zipcode,
      addressCountry: store.country || options.countryCode,
    },
    ...(openingHours ? { openingHours } : {}),
    ...(options.url ? { url: options.url } : {}),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: characters that could end the script element or
 * break a JavaScript parser (`<`, `>`, `&`, U+2028, U+2029) are written as unicode escapes, so text from the
 * back office can never close the tag (`</script>`) or open a comment (`<!--`).
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
