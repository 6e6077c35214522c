import { shopOfLocale } from '@/lib/shop/route-shop';
import { ProductPage } from '../product-page';

export function generateStaticParams(): Array<{ pse: string }> {
  return [];
}

/** A variant (PSE) URL: the product page with that variant chosen. */
export default async function ProductVariantRoute({ params }: { params: Promise<{ locale: string; id: string; pse: string }> }) {
  const { locale, id, pse } = await params;
  return <ProductPage shop={shopOfLocale(locale)} rawId={id} rawPse={pse} />;
}
