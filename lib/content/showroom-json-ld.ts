import type { Store, WithContext } from 'schema-dts';

/** A Store object (schema-dts' Store also admits a plain string, which JsonLdScript cannot take). */
export type StoreObject = Exclude<Store, string>;
import type { ShowroomDetails } from '@/contract/content';
import { absoluteUrl } from '@/lib/seo/origin-rule';
import { openingHoursSpecification } from './opening-hours';

/** schema.org Store of one showroom: address, contact and openingHoursSpecification. */
export function showroomJsonLd(name: string, details: ShowroomDetails, origin: string, pagePath: string, image: string | null): WithContext<StoreObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name,
    url: absoluteUrl(origin, pagePath),
    telephone: details.phone,
    email: details.email,
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.street,
      postalCode: details.zipcode,
      addressLocality: details.city,
      addressCountry: details.country_code,
    },
    openingHoursSpecification: openingHoursSpecification(details.opening_hours),
  };
}
