import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopListingSegment } from '@/lib/product-list/listing-segment';
import { CategoryListing, categoryListingMetadata } from '../category-listing';

type Params = { params: Promise<{ locale: string; id: string; state: string }> };

export function generateStaticParams(): Array<{ state: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id, state } = await params;
  const listing = shopListingSegment(locale, state);
  return listing ? categoryListingMetadata(locale, id, listing) : {};
}

/** A category listing in a filter, sort or page state (the proxy rewrites the public query to this segment). */
export default async function CategoryStateRoute({ params }: Params) {
  const { locale, id, state } = await params;
  const listing = shopListingSegment(locale, state);
  if (!listing) notFound();
  return <CategoryListing locale={locale} rawId={id} state={listing} />;
}
