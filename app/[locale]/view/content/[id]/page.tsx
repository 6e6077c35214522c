import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { getContent, parseId } from '@/lib/catalog/server';
import { listingOfContent } from '@/lib/catalog/content-listing';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { ListingSection } from '../../../_components/listing-section';

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

/**
 * Content page (view type content). A content whose postscriptum holds JSON with brand_id and category_id is shown
 * as a listing of that brand in that category; any other content as a plain page.
 */
export default async function ContentRoute({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const contentId = parseId(id);
  const content = contentId === null ? null : await getContent(shop, contentId);
  if (!content) notFound();
  const listing = listingOfContent(content.postscriptum);
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={content.title} />
      <h1>{content.title}</h1>
      {content.chapo ? <p className="lead">{content.chapo}</p> : null}
      {listing ? (
        <ListingSection shop={shop} query={{ brand: listing.brand_id, category: listing.category_id }} label={content.title} />
      ) : (
        // Content HTML is written by the shop's editors in the back office.
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: content.description }} />
      )}
    </div>
  );
}
