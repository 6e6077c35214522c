import type { Metadata } from 'next';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ProductPage, productMetadata } from '../product-page';

type Params = { params: Promise<{ locale: string; id: string; pse: string }> };

export function generateStaticParams(): Array<{ pse: string }> {
  return [];
}

/** The canonical URL of a variant URL is the product URL (pageMetadata with the product's path). */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id, pse } = await params;
  return productMetadata(shopOfLocale(locale), id, pse);
}

/** A variant (PSE) URL: the product page with that variant chosen. */
export default async function ProductVariantRoute({ params }: Params) {
  const { locale, id, pse } = await params;
  return <ProductPage shop={shopOfLocale(locale)} rawId={id} rawPse={pse} />;
}
