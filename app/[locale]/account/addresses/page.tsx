import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AddressBook } from '@/components/account/address-book';
import { PageMessages } from '@/components/providers/page-messages';
import { entryOfAddress } from '@/lib/account/address-book-mapping';
import { addressBookSetting, addressListCall } from '@/lib/account/address-book-server';
import { customerPageContext } from '@/lib/account/page-guard';
import { customerRecord } from '@/lib/account/shopper-server';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from '@/components/account/account-forms.module.css';

/** One customer's addresses: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'AddressBook' });
  return pageMetadata({ shop, title: t('title'), description: t('intro'), path: '/account/addresses', noindex: true });
}

/**
 * /account/addresses (S1-17, S2-177): the address book. The list is read here for the first view; when that read
 * fails the page still renders and the browser shows 'error fetching addresses' (S8-20) after its own try.
 */
export default async function AddressesRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const [setting, record, list, t] = await Promise.all([
    addressBookSetting(shop),
    customerRecord(context),
    addressListCall(context),
    getTranslations({ locale: shop.locale, namespace: 'AddressBook' }),
  ]);
  if (!record.ok && record.error.status === 401) redirect('/login-register');
  if (!setting.ok) throw new UpstreamUnavailableError(`address book: ${setting.error.message}`);
  const business = record.ok && record.data?.IS_COMPANY === true;
  const { countries, counties, rules } = setting.data;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.addressBook}>
        <AddressBook
          initial={list.ok ? list.data.map((address) => entryOfAddress(address, counties)) : null}
          countries={countries}
          counties={counties.map(({ code, title, postcodePrefixes }) => ({ code, title, postcodePrefixes }))}
          rules={{ ...rules, business }}
          shopCountryId={shop.countryId}
        />
      </PageMessages>
    </div>
  );
}
