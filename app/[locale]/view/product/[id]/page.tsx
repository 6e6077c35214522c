import { shopOfLocale } from '@/lib/shop/route-shop';
import { ProductPage } from './product-page';

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export default async function ProductRoute({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  return <ProductPage shop={shopOfLocale(locale)} rawId={id} />;
}
