import { AdminPageMark } from '@/components/admin/admin-page-mark';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEFAULT_LISTING_STATE, type ListingState } from '@/lib/product-list/listing-state';
import { getCategory, parseId } from '@/lib/catalog/server';
import { toHref } from '@/lib/format/href';
import { describe } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingFrame } from '@/components/product-list/listing-frame';
import { listingMetadata } from '@/lib/product-list/listing-metadata';
import { ListingSection } from '@/components/product-list/listing-section';

async function load(locale: string, rawId: string) {
  const shop = shopOfLocale(locale);
  const id = parseId(rawId);
  const category = id === null ? null : await getCategory(shop, id);
  return { shop, category };
}

export async function categoryListingMetadata(locale: string, rawId: string, state: ListingState): Promise<Metadata> {
  const { shop, category } = await load(locale, rawId);
  if (!category) return {};
  return listingMetadata({
    shop,
    title: category.meta_title || category.title,
    description: describe(category.meta_description, category.chapo, category.description),
    path: toHref(category.url),
    urls: category.urls,
    image: category.image?.url ?? null,
    state,
  });
}

/** Category listing page (view type category) in one listing state. An unknown category is a 404 (category-fetch-failed). */
export async function CategoryListing({ locale, rawId, state = DEFAULT_LISTING_STATE }: { locale: string; rawId: string; state?: ListingState }) {
  const { shop, category } = await load(locale, rawId);
  if (!category) notFound();
  const path = toHref(category.url);
  return (
    <ListingFrame shop={shop} title={category.title} lead={category.chapo || undefined} path={path} trail={category.path.filter((crumb) => crumb.id !== category.id)}>
      <AdminPageMark type="category" id={category.id} />
      <ListingSection shop={shop} query={{ category: category.id }} label={category.title} state={state} path={path} />
    </ListingFrame>
  );
}
