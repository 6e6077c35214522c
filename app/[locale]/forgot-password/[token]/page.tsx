import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from '@/components/account/set-password-form';
import styles from '@/components/account/auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One shopper's reset link: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return { ...pageMetadata({ shop, title: t('metaReset'), description: t('metaReset'), path: '/forgot-password', noindex: true }), referrer: 'no-referrer' };
}

/** /forgot-password/{token}: the mailed reset link's page, where the new password is set (the token is checked on submit). */
export default async function ResetPasswordRoute({ params }: Props) {
  const { locale, token } = await params;
  const shop = shopOfLocale(locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('resetHeading')}</h1>
        <p>{t('resetIntro')}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <SetPasswordForm token={token.slice(0, 100)} />
        </PageMessages>
      </div>
    </div>
  );
}
