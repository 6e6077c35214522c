import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopListingSegment } from '@/lib/product-list/listing-segment';
import { BrandListing, brandListingMetadata } from '../brand-listing';

type Params = { params: Promise<{ locale: string; id: string; state: string }> };

export function generateStaticParams(): Array<{ state: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id, state } = await params;
  const listing = shopListingSegment(locale, state);
  return listing ? brandListingMetadata(locale, id, listing) : {};
}

/** A brand listing in a filter, sort or page state (the proxy rewrites the public query to this segment). */
export default async function BrandStateRoute({ params }: Params) {
  const { locale, id, state } = await params;
  const listing = shopListingSegment(locale, state);
  if (!listing) notFound();
  return <BrandListing locale={locale} rawId={id} state={listing} />;
}
