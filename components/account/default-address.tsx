import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AddressItem } from '@/contract/account-profile';
import type { Country } from '@/contract/country';
import type { AppLocale } from '@/contract/shops';
import { addressLines, fullName } from '@/lib/address/address-lines';
import { AddressBlock } from '@/components/address/address-block';
import styles from './account-overview.module.css';

type Props = {
  /** The customer's saved addresses (the backend's list, the default among them), or null when it could not answer. */
  addresses: readonly AddressItem[] | null;
  countries: readonly Country[];
  locale: AppLocale;
};

/** The account overview's default address (the one the checkout suggests for invoice and delivery) and the address book. */
export async function DefaultAddress({ addresses, countries, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'AccountOverview' });
  const address = addresses?.find((item) => item.is_default) ?? addresses?.[0] ?? null;
  const lines = address
    ? addressLines({
        who: [address.company, fullName(address)],
        street: [address.address1, address.address2],
        zipcode: address.zipcode,
        city: address.city,
        country: countries.find((country) => country.id === address.country_id)?.title ?? '',
      })
    : [];
  return (
    <section className={styles.panel} aria-labelledby="default-address-heading" data-testid="default-address">
      <h2 id="default-address-heading">{t('addressHeading')}</h2>
      {addresses === null ? (
        <p role="alert">{t('addressesUnavailable')}</p>
      ) : address ? (
        <>
          <AddressBlock lines={lines} className={styles.address} />
          <p className={styles.muted}>{t('addressHint')}</p>
        </>
      ) : (
        <p>{t('addressEmpty')}</p>
      )}
      <p>
        <Link href="/account/addresses" prefetch={false}>
          {t('manageAddresses')}
        </Link>
      </p>
    </section>
  );
}
