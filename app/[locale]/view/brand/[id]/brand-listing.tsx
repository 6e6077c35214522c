import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEFAULT_LISTING_STATE, type ListingState } from '@/lib/product-list/listing-state';
import { getBrand, parseId } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { describe } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingFrame } from '@/components/product-list/listing-frame';
import { listingMetadata } from '@/lib/product-list/listing-metadata';
import { ListingSection } from '@/components/product-list/listing-section';

async function load(locale: string, rawId: string) {
  const shop = shopOfLocale(locale);
  const id = parseId(rawId);
  const brand = id === null ? null : await getBrand(shop, id);
  return { shop, brand };
}

export async function brandListingMetadata(locale: string, rawId: string, state: ListingState): Promise<Metadata> {
  const { shop, brand } = await load(locale, rawId);
  if (!brand) return {};
  return listingMetadata({
    shop,
    title: brand.meta_title || brand.title,
    description: describe(brand.meta_description, brand.chapo, brand.description),
    path: toHref(brand.url),
    urls: brand.urls,
    image: brand.logo?.url ?? null,
    state,
  });
}

/**
 * Brand listing page (view type brand) in one listing state: the brand's products with its categories as links,
 * price filter and sort (the brand itself is fixed). An unknown brand is a 404 (brand-fetch-failed).
 */
export async function BrandListing({ locale, rawId, state = DEFAULT_LISTING_STATE }: { locale: string; rawId: string; state?: ListingState }) {
  const { shop, brand } = await load(locale, rawId);
  if (!brand || state.brands.length > 0) notFound();
  const path = toHref(brand.url);
  return (
    <ListingFrame shop={shop} title={brand.title} lead={brand.chapo || undefined} path={path}>
      <ListingSection shop={shop} query={{ brand: brand.id }} label={brand.title} state={state} path={path} />
    </ListingFrame>
  );
}
