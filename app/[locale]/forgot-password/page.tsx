import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import styles from '@/components/account/auth.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** An account page: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return pageMetadata({ shop, title: t('metaForgot'), description: t('forgotIntro'), path: '/forgot-password', noindex: true });
}

/** /forgot-password (S2-47): asks for the account's e-mail address and mails a reset link. */
export default async function ForgotPasswordRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Auth' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('forgotHeading')}</h1>
        <p>{t('forgotIntro')}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.auth}>
          <ForgotPasswordForm />
        </PageMessages>
      </div>
    </div>
  );
}
