import 'server-only';
import type { Metadata } from 'next';
import { SHOP_CODES, type Shop } from '@/contract/shops';
import { hreflangAlternates, type ShopOrigins } from './alternates';
import { absoluteUrl } from './origin-rule';
import { shopOrigin } from './shop-origin';
import type { PerLocale } from '@/contract/product-card';

export type PageSeo = {
  shop: Shop;
  title: string;
  description: string;
  /** Path of this page on the shop (its rewriting URL or route), for the canonical URL. */
  path: string;
  /** The object's URL in every shop locale (catalogue objects), for hreflang. */
  urls?: PerLocale;
  /** Absolute or site-relative image for Open Graph. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Pages that must stay out of the index (search results, filtered listings, cart...). */
  noindex?: boolean;
};

export function allShopOrigins(): ShopOrigins {
  return Object.fromEntries(SHOP_CODES.map((code) => [code, shopOrigin(code)])) as ShopOrigins;
}

/**
 * Metadata of a shop page: title, description, canonical URL on the shop's own host, hreflang alternates between
 * the .at, .de and .ro versions (with x-default) and Open Graph.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const origins = allShopOrigins();
  const origin = origins[seo.shop.code];
  const canonical = absoluteUrl(origin, seo.path);
  const languages = seo.urls ? hreflangAlternates(seo.urls, origins, seo.shop.code) : {};
  return {
    title: seo.title,
    description: seo.description,
    metadataBase: new URL(origin),
    alternates: { canonical, ...(Object.keys(languages).length > 0 ? { languages } : {}) },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: canonical,
      locale: seo.shop.locale.replace('-', '_'),
      type: seo.type ?? 'website',
      ...(seo.image ? { images: [{ url: absoluteUrl(origin, seo.image) }] } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A description from the back office's meta description, else the first sentence-ish of a text, at most 160 characters. */
export function describe(metaDescription: string, ...fallbacks: string[]): string {
  const source = [metaDescription, ...fallbacks].map(stripHtml).find((text) => text.length > 0) ?? '';
  return source.length <= 160 ? source : `${source.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
