import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNewsletterSwitch } from '@/components/newsletter/account-newsletter-switch';
import styles from '@/components/newsletter/newsletter.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { customerPageContext } from '@/lib/account/page-guard';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { customerNewsletterCall } from '@/lib/newsletter/newsletter-calls';

/** One customer's newsletter state, read on every request with the customer's token. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const context = await customerPageContext();
  const t = await getTranslations({ locale: context.shop.locale, namespace: 'Newsletter' });
  return { title: t('accountTitle'), robots: { index: false, follow: false } };
}

/** /account/newsletter: the newsletter state of the customer's address and the switch (subscribing needs the e-mailed confirmation). */
export default async function AccountNewsletterRoute() {
  const context = await customerPageContext();
  const [t, status] = await Promise.all([
    getTranslations({ locale: context.shop.locale, namespace: 'Newsletter' }),
    customerNewsletterCall(context.session.token),
  ]);
  return (
    <div className="container">
      <div className={styles.page}>
        <h1>{t('accountTitle')}</h1>
        {status.ok ? (
          <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.newsletter}>
            <AccountNewsletterSwitch initial={status.data} />
          </PageMessages>
        ) : (
          <p role="alert">{t('accountFailed')}</p>
        )}
        <p className={styles.muted}>{t('doubleOptIn')}</p>
      </div>
    </div>
  );
}
