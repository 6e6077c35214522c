import type { Metadata } from 'next';
import { DEFAULT_LISTING_STATE } from '@/lib/product-list/listing-state';
import { BrandListing, brandListingMetadata } from './brand-listing';

type Params = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  return brandListingMetadata(locale, id, DEFAULT_LISTING_STATE);
}

/** Brand listing page (view type brand), first chunk without filters. */
export default async function BrandRoute({ params }: Params) {
  const { locale, id } = await params;
  return <BrandListing locale={locale} rawId={id} />;
}
