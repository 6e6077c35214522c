import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/account/account-shell.module.css';
import { ACCOUNT_SECTIONS } from '@/lib/account/account-sections';
import { customerPageContext } from '@/lib/account/page-guard';
import { customerRecord } from '@/lib/account/shopper-server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One customer's page: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Account' });
  return pageMetadata({ shop, title: t('metaTitle'), description: t('overviewIntro'), path: '/account', noindex: true });
}

/** /account (S2-39): the customer's account, greeting them by name, with links to each section. */
export default async function AccountOverviewRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const t = await getTranslations({ locale: shop.locale, namespace: 'Account' });
  const record = await customerRecord(context);
  const name = record.ok && record.data ? `${record.data.FIRSTNAME} ${record.data.LASTNAME}` : context.session.email;
  return (
    <>
      <h1>{t('overviewHeading')}</h1>
      <p data-testid="account-greeting">{t('greeting', { name })}</p>
      <p>{t('overviewIntro')}</p>
      <ul className={styles.sections}>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.slug}>
            <Link href={`/account/${section.slug}`}>{t(`sections.${section.messageKey}`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
