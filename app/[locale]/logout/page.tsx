import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutRunner } from '@/components/account/logout-runner';
import styles from '@/components/account/auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** Reads `?done` (the answer to the form without JavaScript): rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return pageMetadata({ shop, title: t('metaLogout'), description: t('metaLogout'), path: '/logout', noindex: true });
}

/** /logout (S2-46): the page logs the browser out with a POST (a GET prefetch changes nothing) and says it is done. */
export default async function LogoutRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const done = (await searchParams).done === '1';
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('logoutHeading')}</h1>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <LogoutRunner done={done} />
        </PageMessages>
      </div>
    </div>
  );
}
