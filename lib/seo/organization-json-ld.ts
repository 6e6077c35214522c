import type { ContactPoint, Organization, PostalAddress, SearchActionLeaf, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { StoreInfo } from '@/lib/layout/store-info';
import { absoluteUrl } from './origin-rule';

export type OrganizationInput = {
  /** The shop's public origin (`https://www.example.at`): the organization's url and @id. */
  origin: string;
  /** The shop's name when the system config has no `store_name` (locale config `store_name`). */
  fallbackName: string;
  /** Logo path of the locale config (or an absolute URL). */
  logo: string;
  /** Contact data of the system config (the footer's). */
  store: StoreInfo;
  /** Social profile URLs of the locale config (facebook, instagram, youtube, tiktok); empty ones are skipped. */
  socialUrls: readonly (string | null | undefined)[];
  /** ISO 3166-1 alpha-2 code of the shop country (AT, DE, RO). */
  countryCode: string;
  /** Language of the shop (`de`, `ro`) for the contact point. */
  language: string;
};

/** `{origin}/#organization`: the id other JSON-LD objects (WebSite) point to. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/**
 * schema.org Organization of a shop, site-wide: name, url (the shop's origin), logo, a customer-service contact
 * point with the store phone, sameAs (social profiles) and the postal address, each only when the data exists.
 */
export function organizationJsonLd(input: OrganizationInput): WithContext<Organization> {
  const { store } = input;
  const sameAs = input.socialUrls.map((url) => url?.trim() ?? '').filter((url) => /^https?:\/\//i.test(url));
  const contactPoint: ContactPoint | null = store.phone
    ? { '@type': 'ContactPoint', telephone: store.phone, contactType: 'customer service', areaServed: input.countryCode, availableLanguage: input.language, ...(store.email ? { email: store.email } : {}) }
    : null;
  const hasAddress = [store.address1, store.city, store.zipcode].some((part) => part.length > 0);
  const address: PostalAddress | null = hasAddress
    ? {
        '@type': 'PostalAddress',
        ...(store.address1 ? { streetAddress: store.address1 } : {}),
        ...(store.city ? { addressLocality: store.city } : {}),
        ...(store.zipcode ? { postalCode: store.zipcode } : {}),
        addressCountry: input.countryCode,
      }
    : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(input.origin),
    name: store.name || input.fallbackName,
    url: `${input.origin}/`,
    ...(input.logo.trim() ? { logo: absoluteUrl(input.origin, input.logo) } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(contactPoint ? { contactPoint } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(address ? { address } : {}),
  };
}

export type WebSiteInput = { origin: string; name: string; locale: string };

/** The search results route's placeholder in the SearchAction's URL template. */
export const SEARCH_TERM_PLACEHOLDER = 'search_term_string';

/**
 * schema.org WebSite of the home page, published by the shop's Organization, with a SearchAction on
 * `/search/{search_term_string}` (the storefront's search results route).
 */
export function webSiteJsonLd(input: WebSiteInput): WithContext<WebSite> {
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${input.origin}/search/{${SEARCH_TERM_PLACEHOLDER}}` },
    'query-input': `required name=${SEARCH_TERM_PLACEHOLDER}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${input.origin}/#website`,
    name: input.name,
    url: `${input.origin}/`,
    inLanguage: input.locale,
    publisher: { '@id': organizationId(input.origin) },
    potentialAction: search,
  };
}
