import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/account/password-form';
import { PageMessages } from '@/components/providers/page-messages';
import { customerPageContext } from '@/lib/account/page-guard';
import { PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from '@/components/account/account-forms.module.css';

/** A logged-in customer's page: rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'AccountProfile' });
  return pageMetadata({ shop, title: t('passwordTitle'), description: t('passwordTitle'), path: '/account/password', noindex: true });
}

/** /account/password (S2-177, S5-26): the customer changes the password with the old one. */
export default async function PasswordRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  await customerPageContext();
  const t = await getTranslations({ locale: shop.locale, namespace: 'AccountProfile' });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('passwordTitle')}</h1>
      <p>{t('passwordIntro', { min: PASSWORD_MIN_LENGTH })}</p>
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountProfile}>
        <PasswordForm />
      </PageMessages>
    </div>
  );
}
