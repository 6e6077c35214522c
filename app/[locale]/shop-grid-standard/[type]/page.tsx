import type { Metadata } from 'next';
import { DEFAULT_LISTING_STATE } from '@/lib/product-list/listing-state';
import { TypeListing, typeListingMetadata } from './type-listing';

type Params = { params: Promise<{ locale: string; type: string }> };

export function generateStaticParams(): Array<{ type: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, type } = await params;
  return typeListingMetadata(locale, type, DEFAULT_LISTING_STATE);
}

/** `/shop-grid-standard/{type}` (new, sale, bestseller), first chunk without filters. */
export default async function TypeRoute({ params }: Params) {
  const { locale, type } = await params;
  return <TypeListing locale={locale} rawType={type} />;
}
