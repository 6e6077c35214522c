import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { NewsletterEmailForm } from '@/components/newsletter/email-form';
import styles from '@/components/newsletter/newsletter.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Newsletter' });
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: true } };
}

/** /newsletter-unsubscribe (S2-05): ends a subscription at once; 'email not found' and 'already unsubscribed' (S8-13, S8-14). */
export default async function NewsletterUnsubscribeRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Newsletter' });
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('unsubscribeTitle')} />
      <div className={styles.page}>
        <h1>{t('unsubscribeTitle')}</h1>
        <p>{t('unsubscribeIntro')}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.newsletter}>
          <NewsletterEmailForm kind="unsubscribe" initialEmail="" />
        </PageMessages>
      </div>
    </div>
  );
}
