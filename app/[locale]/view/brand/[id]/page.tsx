import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { getBrand, parseId } from '@/lib/catalog/server';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingSection } from '../../../_components/listing-section';

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

/** Brand listing page (view type brand). */
export default async function BrandRoute({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const brandId = parseId(id);
  const brand = brandId === null ? null : await getBrand(shop, brandId);
  if (!brand) notFound();
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={brand.title} />
      <h1>{brand.title}</h1>
      {brand.chapo ? <p>{brand.chapo}</p> : null}
      <ListingSection shop={shop} query={{ brand: brand.id }} label={brand.title} />
    </div>
  );
}
