import type { Organization } from 'schema-dts';
import type { LayoutData } from '@/lib/layout/layout-data';
import { organizationJsonLd } from '@/lib/seo/organization-json-ld';
import { shopOrigin } from '@/lib/seo/shop-origin';
import { JsonLdScript } from './json-ld-script';

/** schema.org Organization of the shop on every page: name, origin, logo, contact point, social profiles, address. */
export function OrganizationJsonLd({ data }: { data: LayoutData }) {
  const { config, store, shop } = data;
  const json = organizationJsonLd({
    origin: shopOrigin(shop.code),
    fallbackName: config.store_name,
    logo: config.logo,
    store,
    socialUrls: [config.facebook_url, config.instagram_url, config.youtube_url, config.tiktok_url],
    countryCode: shop.code.toUpperCase(),
    language: shop.language,
  });
  return <JsonLdScript<Organization> data={json} />;
}
