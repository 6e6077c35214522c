import type { Metadata } from 'next';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ProductPage, productMetadata } from './product-page';

type Params = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  return productMetadata(shopOfLocale(locale), id);
}

export default async function ProductRoute({ params }: Params) {
  const { locale, id } = await params;
  return <ProductPage shop={shopOfLocale(locale)} rawId={id} />;
}
