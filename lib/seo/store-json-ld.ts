import type { Store, WithContext } from 'schema-dts';
import type { StoreInfo } from '@/lib/layout/store-info';
import { openingHoursSpecification } from '@/lib/content/opening-hours';

/** Store structured data is emitted only when phone, street, city and zip all exist (spec section 2, footer). */
export function hasStoreAddress(store: StoreInfo): boolean {
  return [store.phone, store.address1, store.city, store.zipcode].every((part) => part.length > 0);
}

export type StoreJsonLdOptions = {
  /** The shop's public base URL (locale config `lang_url`); left out when empty. */
  url: string;
  /**
   * ISO 3166-1 alpha-2 code of the shop (`AT`): the `addressCountry`, unless the system config's `store_country`
   * is itself such a code (it is usually the country's name, which schema.org does not take).
   */
  countryCode: string;
  /** Shown name when the system config has no `store_name` (locale config `store_name`). */
  fallbackName: string;
};

/**
 * schema.org `Store` of the footer's contact data. Emitted only when phone, street, city and zip all exist
 * (spec section 2, footer); returns null otherwise. The country is an ISO code, the opening hours an
 * `openingHoursSpecification` (days, opens, closes) from the config's `opening_hours`; the free-text opening times
 * are for people and stay out. Optional fields (email, opening hours, url) are left out when empty.
 */
export function storeJsonLd(store: StoreInfo, options: StoreJsonLdOptions): WithContext<Store> | null {
  if (!hasStoreAddress(store)) return null;
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
      addressCountry: /^[A-Z]{2}$/.test(store.country) ? store.country : options.countryCode,
    },
    ...(store.openingHours.length > 0 ? { openingHoursSpecification: openingHoursSpecification(store.openingHours) } : {}),
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
