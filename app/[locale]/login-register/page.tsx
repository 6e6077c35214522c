import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthTabs } from '@/components/account/auth-tabs';
import styles from '@/components/account/auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { RETURN_TO_PARAM, afterLoginPath, returnToOf } from '@/lib/account/last-location';
import { requestContext } from '@/lib/request/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** Reads the session (a logged-in customer goes to the account) and `?tab=`: rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return pageMetadata({ shop, title: t('metaLogin'), description: t('metaLogin'), path: '/login-register', noindex: true });
}

/**
 * /login-register: the login and register tabs (S2-44); `?tab=register` opens the register tab (S2-45); `?returnTo=`
 * names the page to go to afterwards (a same-site path only; anything else is ignored). A logged-in customer goes there
 * at once.
 */
export default async function LoginRegisterRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await requestContext();
  const query = await searchParams;
  const returnTo = returnToOf(query[RETURN_TO_PARAM]);
  if (context.session.kind === 'customer') redirect(afterLoginPath(returnTo, null));
  const tab = query.tab === 'register' ? 'register' : 'login';
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('heading')}</h1>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <AuthTabs initial={tab} returnTo={returnTo} />
        </PageMessages>
      </div>
    </div>
  );
}
