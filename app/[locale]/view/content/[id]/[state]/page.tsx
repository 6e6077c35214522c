import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingOfContent } from '@/lib/catalog/content-listing';
import { shopListingSegment } from '@/lib/product-list/listing-segment';
import { getContent, parseId } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { describe } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingFrame } from '@/components/product-list/listing-frame';
import { listingMetadata } from '@/lib/product-list/listing-metadata';
import { ListingSection } from '@/components/product-list/listing-section';

type Params = { params: Promise<{ locale: string; id: string; state: string }> };

export function generateStaticParams(): Array<{ state: string }> {
  return [];
}

/** The landing content (postscriptum with brand_id and category_id) and the listing state; null when either is not one. */
async function load(locale: string, rawId: string, segment: string) {
  const shop = shopOfLocale(locale);
  const state = shopListingSegment(locale, segment);
  const id = parseId(rawId);
  const content = id === null || state === null || state.brands.length > 0 ? null : await getContent(shop, id);
  const listing = content ? listingOfContent(content.postscriptum) : null;
  return content && listing && state ? { shop, content, listing, state } : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id, state } = await params;
  const page = await load(locale, id, state);
  if (!page) return {};
  const { shop, content } = page;
  return listingMetadata({
    shop,
    title: content.meta_title || content.title,
    description: describe(content.meta_description, content.chapo, content.description),
    path: toHref(content.url),
    urls: content.urls,
    image: content.images[0]?.url ?? null,
    state: page.state,
  });
}

/**
 * A landing content (brand in a category) in a filter, sort or page state. A plain content page has no listing
 * states: its URL with listing parameters is a 404.
 */
export default async function ContentListingStateRoute({ params }: Params) {
  const { locale, id, state } = await params;
  const page = await load(locale, id, state);
  if (!page) notFound();
  const { shop, content, listing } = page;
  const path = toHref(content.url);
  return (
    <ListingFrame shop={shop} title={content.title} lead={content.chapo || undefined} path={path}>
      <ListingSection shop={shop} query={{ brand: listing.brand_id, category: listing.category_id }} label={content.title} state={page.state} path={path} />
    </ListingFrame>
  );
}
