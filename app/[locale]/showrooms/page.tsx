import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/info-page';
import { ShowroomCard } from './_components/showroom-card';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { showroomOf } from '@/lib/content/postscriptum';
import { getFolderBySlug } from '@/lib/content/server';
import { showroomJsonLd, type StoreObject } from '@/lib/content/showroom-json-ld';
import { INFO_ROUTES, PAGE_FOLDER_SLUGS, sameRouteEverywhere } from '@/lib/content/static-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOrigin } from '@/lib/seo/shop-origin';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from '@/components/content/cards.module.css';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const showrooms = await getFolderBySlug(shop, PAGE_FOLDER_SLUGS.showrooms);
  if (!showrooms) return {};
  const description = showrooms.contents.map((showroom) => `${showroom.title}: ${showroom.chapo}`).join(' ').slice(0, 160);
  return pageMetadata({ shop, title: showrooms.folder.title, description, path: INFO_ROUTES.showrooms, urls: sameRouteEverywhere(INFO_ROUTES.showrooms) });
}

/** /showrooms: the shop's showrooms with address and opening hours per weekday, also as schema.org Store data. */
export default async function ShowroomsRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const [showrooms, t] = await Promise.all([getFolderBySlug(shop, PAGE_FOLDER_SLUGS.showrooms), getTranslations({ locale: shop.locale, namespace: 'Content' })]);
  if (!showrooms) notFound();
  const origin = shopOrigin(shop.code);
  const entries = showrooms.contents.flatMap((content) => {
    const details = showroomOf(content);
    return details ? [{ content, details }] : [];
  });
  return (
    <InfoPage shop={shop} title={showrooms.folder.title} path={INFO_ROUTES.showrooms}>
      {entries.length === 0 ? <p>{t('showroomsEmpty')}</p> : null}
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.showrooms}>
        <ul className={styles.grid} data-layout="wide">
          {entries.map(({ content, details }) => (
            <li key={content.id}>
              <JsonLdScript<StoreObject> data={showroomJsonLd(content.title, details, origin, INFO_ROUTES.showrooms, content.images[0]?.url ?? null)} />
              <ShowroomCard shop={shop} content={content} details={details} />
            </li>
          ))}
        </ul>
      </PageMessages>
    </InfoPage>
  );
}
