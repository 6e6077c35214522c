import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PersonalForm } from '@/components/account/personal-form';
import { PageMessages } from '@/components/providers/page-messages';
import { salutationOfTitle } from '@/lib/address/salutation';
import { customerPageContext } from '@/lib/account/page-guard';
import { customerRecord } from '@/lib/account/shopper-server';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getLayoutData } from '@/lib/layout/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from '@/components/account/account-forms.module.css';

/** One customer's own data: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'AccountProfile' });
  return pageMetadata({ shop, title: t('personalTitle'), description: t('personalIntro'), path: '/account/personal', noindex: true });
}

/** /account/personal (S2-177): the customer's personal information from the customer record (S7-06). */
export default async function PersonalRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const [record, layout, t] = await Promise.all([customerRecord(context), getLayoutData(shop), getTranslations({ locale: shop.locale, namespace: 'AccountProfile' })]);
  if (!record.ok) {
    if (record.error.status === 401) redirect('/login-register');
    throw new UpstreamUnavailableError(`personal information: ${record.error.message}`);
  }
  const customer = record.data;
  if (!customer) redirect('/login-register');
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('personalTitle')}</h1>
      <p>{t('personalIntro')}</p>
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountProfile}>
        <PersonalForm
          initial={{ isCompany: customer.IS_COMPANY, title: salutationOfTitle(customer.TITLE), firstname: customer.FIRSTNAME, lastname: customer.LASTNAME, company: customer.COMPANY, vatNumber: customer.VAT_NUMBER }}
          email={customer.EMAIL}
          vatStatus={customer.VAT_STATUS}
          vatMinLength={layout.config.vat_min_length}
        />
      </PageMessages>
    </div>
  );
}
