import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import type { Crumb } from '@/contract/category';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { shopOrigin } from '@/lib/seo/shop-origin';
import type { Shop } from '@/contract/shops';
import styles from './info-page.module.css';

/** Frame of a content or info page: breadcrumb (visible and as BreadcrumbList JSON-LD), title, lead, body. */
export async function InfoPage({ shop, title, lead, path, trail = [], children }: {
  shop: Shop;
  title: string;
  lead?: string;
  /** The page's path on the shop, for the JSON-LD breadcrumb. */
  path: string;
  trail?: readonly Crumb[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'Catalog' });
  const jsonLd = breadcrumbJsonLd(shopOrigin(shop.code), t('breadcrumbHome'), trail.map((c) => ({ title: c.title, url: c.url })), { title, url: path });
  return (
    <div className="container">
      <JsonLdScript data={jsonLd} />
      <Breadcrumb locale={shop.locale} trail={trail} current={title} />
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </article>
    </div>
  );
}
