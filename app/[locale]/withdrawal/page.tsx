import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { WithdrawalForm } from './_components/withdrawal-form';
import styles from '@/components/orders/orders.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { withdrawalStep } from './_actions/withdrawal-step';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Withdrawal' });
  return pageMetadata({ shop, title: t('metaTitle'), description: t('metaDescription'), path: '/withdrawal' });
}

/**
 * /withdrawal: the withdrawal button's page (decisions.md, S2-154..S2-157), reached from the footer without login.
 * Step one asks for name, order number and e-mail; step two shows the order and asks for the confirmation; the
 * receipt gives the date and time and says that a receipt was e-mailed. The page itself is the same for everyone
 * (served from the route cache); the steps run in a server action.
 */
export default async function WithdrawalRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Withdrawal' });
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('heading')} />
      <div className={styles.page}>
        <h1>{t('heading')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.withdrawal}>
          <WithdrawalForm action={withdrawalStep} />
        </PageMessages>
      </div>
    </div>
  );
}
