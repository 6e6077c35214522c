import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopListingSegment } from '@/lib/product-list/listing-segment';
import { TypeListing, typeListingMetadata } from '../type-listing';

type Params = { params: Promise<{ locale: string; type: string; state: string }> };

export function generateStaticParams(): Array<{ state: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, type, state } = await params;
  const listing = shopListingSegment(locale, state);
  return listing ? typeListingMetadata(locale, type, listing) : {};
}

/** A type listing in a filter, sort or page state (the proxy rewrites the public query to this segment). */
export default async function TypeStateRoute({ params }: Params) {
  const { locale, type, state } = await params;
  const listing = shopListingSegment(locale, state);
  if (!listing) notFound();
  return <TypeListing locale={locale} rawType={type} state={listing} />;
}
