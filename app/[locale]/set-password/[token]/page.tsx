import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from '@/components/account/set-password-form';
import styles from '@/components/account/auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One shopper's set-password link: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return { ...pageMetadata({ shop, title: t('metaSetPassword'), description: t('setPasswordIntro'), path: '/set-password', noindex: true }), referrer: 'no-referrer' };
}

/**
 * /set-password/{token}: the one-time link mailed to a guest who became a customer (issue 42: never a password by
 * e-mail); the customer sets the password and is logged in. The token is checked on submit, as a reset link's.
 */
export default async function SetPasswordRoute({ params }: Props) {
  const { locale, token } = await params;
  const shop = shopOfLocale(locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('setPasswordHeading')}</h1>
        <p>{t('setPasswordIntro')}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <SetPasswordForm token={token.slice(0, 100)} />
        </PageMessages>
      </div>
    </div>
  );
}
