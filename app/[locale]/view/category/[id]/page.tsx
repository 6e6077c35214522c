import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { getCategory, parseId } from '@/lib/catalog/server';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingSection } from '../../../_components/listing-section';

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

/** Category listing page (view type category). */
export default async function CategoryRoute({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const categoryId = parseId(id);
  const category = categoryId === null ? null : await getCategory(shop, categoryId);
  if (!category) notFound();
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={category.path.filter((crumb) => crumb.id !== category.id)} current={category.title} />
      <h1>{category.title}</h1>
      {category.chapo ? <p>{category.chapo}</p> : null}
      <ListingSection shop={shop} query={{ category: category.id }} label={category.title} />
    </div>
  );
}
