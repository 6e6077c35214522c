'use client';

import { useNetPrices } from '@/components/account/use-net-prices';
import { BP } from '@/lib/format/breakpoints';
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Country } from '@/contract/country';
import { isOnRoute } from '@/lib/format/path';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import { useHydrated } from './use-hydrated';
import styles from './country-bar.module.css';

export type CountrySelectProps = {
  countries: Country[];
  /** The shop's own country (Austria 13, Germany 5, Romania 146): the choice until the shopper picks another. */
  defaultCountryId: number;
};

/**
 * Delivery-country dropdown of the country bar. The choice is kept as `country_id` and `tax_title`
 * (lib/ui-state/delivery-country-store.ts). Disabled on /checkout, where the delivery address decides, unless
 * VAT is excluded; with VAT excluded it is a static display showing '0% VAT' (spec section 2, header). The choice is
 * kept by the page's JavaScript, so the dropdown is disabled until the page has hydrated (ADR 0044). Below 992 px
 * its label is the short one, so the country bar keeps one line.
 */
export function CountrySelect({ countries, defaultCountryId }: CountrySelectProps) {
  const t = useTranslations('Header');
  const id = useId();
  const pathname = usePathname();
  const storedId = useDeliveryCountryStore((state) => state.countryId);
  const setCountry = useDeliveryCountryStore((state) => state.setCountry);
  // Net prices only for a business customer with a checked VAT number, as the backend says (ADR 0031).
  const excludeVat = useNetPrices();
  const hydrated = useHydrated();

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
      <label htmlFor={id}>
        <span className={BP.desktopOnly}>{t('deliveryCountry')}</span>
        <span className={BP.mobileOnly}>{t('deliveryCountryShort')}</span>
      </label>
      <select
        id={id}
        value={selected.id}
        disabled={disabled || !hydrated}
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
