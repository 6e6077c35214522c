import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LISTING_STATE, type ListingState } from '@/lib/product-list/listing-state';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { SHOPS } from '@/contract/shops';
import { ListingFrame } from '@/components/product-list/listing-frame';
import { listingMetadata } from '@/lib/product-list/listing-metadata';
import { ListingSection } from '@/components/product-list/listing-section';
import { productTypeSchema, type ProductType } from '@/contract/product-card';

const TEXTS: Record<ProductType, { title: 'typeNew' | 'typeSale' | 'typeBestseller'; text: 'typeNewText' | 'typeSaleText' | 'typeBestsellerText' }> = {
  new: { title: 'typeNew', text: 'typeNewText' },
  sale: { title: 'typeSale', text: 'typeSaleText' },
  bestseller: { title: 'typeBestseller', text: 'typeBestsellerText' },
};

async function load(locale: string, rawType: string) {
  const shop = shopOfLocale(locale);
  const type = productTypeSchema.safeParse(rawType);
  if (!type.success) return null;
  const t = await getTranslations({ locale: shop.locale, namespace: 'Listing' });
  const path = `/shop-grid-standard/${type.data}`;
  return { shop, type: type.data, path, title: t(TEXTS[type.data].title), text: t(TEXTS[type.data].text) };
}

export async function typeListingMetadata(locale: string, rawType: string, state: ListingState): Promise<Metadata> {
  const page = await load(locale, rawType);
  if (!page) return {};
  const urls = Object.fromEntries(Object.values(SHOPS).map((shop) => [shop.theliaLocale, page.path]));
  return listingMetadata({ shop: page.shop, title: page.title, description: page.text, path: page.path, urls, state });
}

/** `/shop-grid-standard/{type}`: the listing of new, reduced or best-selling products; any other type is a 404. */
export async function TypeListing({ locale, rawType, state = DEFAULT_LISTING_STATE }: { locale: string; rawType: string; state?: ListingState }) {
  const page = await load(locale, rawType);
  if (!page) notFound();
  return (
    <ListingFrame shop={page.shop} title={page.title} lead={page.text} path={page.path}>
      <ListingSection shop={page.shop} query={{ type: page.type }} label={page.title} state={state} path={page.path} />
    </ListingFrame>
  );
}
