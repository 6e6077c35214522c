import type { Metadata } from 'next';
import { DEFAULT_LISTING_STATE } from '@/lib/product-list/listing-state';
import { CategoryListing, categoryListingMetadata } from './category-listing';

type Params = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  return categoryListingMetadata(locale, id, DEFAULT_LISTING_STATE);
}

/** Category listing page (view type category), first chunk without filters. */
export default async function CategoryRoute({ params }: Params) {
  const { locale, id } = await params;
  return <CategoryListing locale={locale} rawId={id} />;
}
