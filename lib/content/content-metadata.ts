import 'server-only';
import type { Metadata } from 'next';
import type { Content } from '@/contract/content';
import { describe, pageMetadata } from '@/lib/seo/page-metadata';
import type { Shop } from '@/contract/shops';
import { sameRouteEverywhere } from './static-pages';

/**
 * Metadata of a content: on its rewriting URL with the per-locale URLs as hreflang, or, for the info routes
 * (/about, /contact, ...), canonical on the route, which has the same path in every shop.
 */
export function contentMetadata(shop: Shop, content: Content, route?: string, type: 'website' | 'article' = 'website'): Metadata {
  return pageMetadata({
    shop,
    title: content.title,
    description: describe(content.meta_description, content.chapo, content.description),
    path: route ?? content.url,
    urls: route ? sameRouteEverywhere(route) : content.urls,
    image: content.images[0]?.url ?? null,
    type,
  });
}
