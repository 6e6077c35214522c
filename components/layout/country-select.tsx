'use client';

import { useNetPrices } from '@/components/account/use-net-prices';
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/contract/country';
import { isOnRoute } from '@/lib/format/path';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import styles from './country-bar.module.css';

export type CountrySelectProps = {
  countries: Country[];
  /** The shop's own country (Austria 13, Germany 5, Romania 146): the choice until the shopper picks another. */
  defaultCountryId: number;
};

/**
 * Delivery-country dropdown of the country bar. The choice is kept as `country_id` and `tax_title`
 * (lib/ui-state/delivery-country-store.ts). Disabled on /checkout, where the delivery address decides, unless
 * VAT is excluded; with VAT excluded it is a static display showing '0% VAT' (spec section 2, header).
 */
export function CountrySelect({ countries, defaultCountryId }: CountrySelectProps) {
  const t = useTranslations('Header');
  const id = useId();
  const pathname = usePathname();
  const storedId = useDeliveryCountryStore((state) => state.countryId);
  const setCountry = useDeliveryCountryStore((state) => state.setCountry);
  // Net prices only for a business customer with a checked VAT number, as the backend says (ADR 0031).
  const excludeVat = useNetPrices();

  const selected =
    countries.find((country) => country.id === storedId) ??
    countries.find((country) => country.id === defaultCountryId) ??
    countries[0];
  if (!selected) return null;

  if (excludeVat) {
    return (
      <p className={styles.static}>
        <span>{t('deliveryCountry')}</span> <strong>{selected.title}</strong>{' '}
        <span className={styles.vat}>{t('zeroVat')}</span>
      </p>
    );
  }

  const disabled = isOnRoute(pathname, '/checkout');
  const hintId = `${id}-hint`;
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t('deliveryCountry')}</label>
      <select
        id={id}
        value={selected.id}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={(event) => {
          const country = countries.find((entry) => entry.id === Number(event.target.value));
          if (country) setCountry(country.id, country.tax_title);
        }}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.title}
          </option>
        ))}
      </select>
      {disabled ? (
        <span id={hintId} className="visually-hidden">
          {t('deliveryCountryLocked')}
        </span>
      ) : null}
    </div>
  );
}
