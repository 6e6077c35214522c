import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import type { Crumb } from '@/contract/category';
import { toHref } from '@/lib/format/href';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { shopOrigin } from '@/lib/seo/shop-origin';
import type { Shop } from '@/contract/shops';

/**
 * Frame of a listing page: breadcrumb (visible and as BreadcrumbList JSON-LD), title and lead, then the listing.
 * The JSON-LD names the plain listing, whatever filter state is shown.
 */
export async function ListingFrame({ shop, title, lead, path, trail = [], children }: {
  shop: Shop;
  title: string;
  lead?: string;
  /** Public path of the plain listing. */
  path: string;
  trail?: readonly Crumb[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'Catalog' });
  const jsonLd = breadcrumbJsonLd(
    shopOrigin(shop.code),
    t('breadcrumbHome'),
    trail.map((crumb) => ({ title: crumb.title, url: toHref(crumb.url) })),
    { title, url: path },
  );
  return (
    <div className="container">
      <JsonLdScript data={jsonLd} />
      <Breadcrumb locale={shop.locale} trail={trail} current={title} />
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </div>
  );
}
