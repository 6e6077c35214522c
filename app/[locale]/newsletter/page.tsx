import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { ConfirmSubscription } from '@/components/newsletter/confirm-subscription';
import { NewsletterEmailForm } from '@/components/newsletter/email-form';
import styles from '@/components/newsletter/newsletter.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { newsletterTokenSchema } from '@/contract/account-newsletter';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { EMAIL_MAX_LENGTH } from '@/lib/newsletter/newsletter-email';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** Reads `?email=` and `?confirm=`: rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Newsletter' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * /newsletter (S2-04): the subscription form, its e-mail prefilled from `?email=` (the footer's form, S2-06); with
 * `?confirm=` (the link of the confirmation e-mail) the confirmation button of the double opt-in. Rendered per request
 * (it reads the query); nothing is stored until the shopper presses a button.
 */
export default async function NewsletterRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale: shop.locale, namespace: 'Newsletter' });
  const email = single(query.email).slice(0, EMAIL_MAX_LENGTH);
  const confirm = newsletterTokenSchema.safeParse(single(query.confirm));
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('title')} />
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.newsletter}>
          {confirm.success ? (
            <ConfirmSubscription token={confirm.data} />
          ) : (
            <>
              <p>{t('intro')}</p>
              <NewsletterEmailForm kind="subscribe" initialEmail={email} />
              <p className={styles.muted}>{t('doubleOptIn')}</p>
            </>
          )}
        </PageMessages>
        <p>
          <Link href="/newsletter-unsubscribe">{t('unsubscribeLink')}</Link>
        </p>
      </div>
    </div>
  );
}
