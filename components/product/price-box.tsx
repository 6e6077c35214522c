'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { EnergyLabel } from '@/contract/energy-label';
import type { PriceDisplay } from '@/lib/product/price-display';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { unitPrice, type UnitPriceSpec } from '@/lib/pricing/unit-price';
import { CONTACT_PATH } from '@/lib/product/shop-links';
import { EnergyLabelLink } from './energy-label-link';
import styles from './price-box.module.css';

type Props = {
  display: PriceDisplay;
  currency: CurrencySettings;
  locale: string;
  unit: UnitPriceSpec | null;
  shippingHref: string;
  energyLabel?: EnergyLabel | null;
};

/**
 * Price (in the sale colour only when reduced), the reduction against the lowest price of the 30 days before it with
 * its badge (ADR 0032), the manufacturer's recommended retail price as a labelled comparison, the energy label arrow
 * and sheet of heating products, unit price and the VAT note.
 */
export function PriceBox({ display, currency, locale, unit, shippingHref, energyLabel = null }: Props) {
  const t = useTranslations('Product');
  const tc = useTranslations('Catalog');
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const link = (chunks: React.ReactNode) => <Link href={shippingHref}>{chunks}</Link>;
  const energy = energyLabel ? <EnergyLabelLink label={energyLabel} size="page" /> : null;
  if (display.kind === 'on-request') {
    return (
      <div className={styles.priceBox} data-testid="price-box">
        <p className={styles.onRequest}>{tc('priceOnRequest')}</p>
        {energy}
        <p className={styles.vat}>{t.rich('priceOnRequestContact', { link: (chunks) => <Link href={CONTACT_PATH}>{chunks}</Link> })}</p>
      </div>
    );
  }
  if (display.kind === 'none') return null;
  const { view, vatPercent, mode } = display;
  const perUnit = unitPrice(view.sale, unit);
  return (
    <div className={styles.priceBox} data-testid="price-box">
      <p className={styles.priceLine}>
        <span className={view.reduced ? `${styles.amount} ${styles.reduced}` : styles.amount} data-testid="sale-price">
          {money(view.sale)}
        </span>
        {view.reference !== null ? (
          <span className={styles.old} data-testid="old-price">
            <span className={styles.oldLabel}>{t('referencePrice')}</span> <s>{money(view.reference)}</s>
          </span>
        ) : null}
        {view.reduced && view.discount > 0 ? <span className={styles.badge} data-testid="discount-badge">{t('discount', { percent: view.discount })}</span> : null}
      </p>
      {energy}
      {view.rrp !== null ? <p className={styles.rrp} data-testid="rrp">{t('rrpComparison', { price: money(view.rrp) })}</p> : null}
      {perUnit ? <p className={styles.unit}>{t('unitPrice', { price: money(perUnit.amount), unit: perUnit.unit })}</p> : null}
      <p className={styles.vat} data-testid="vat-note">
        {mode === 'net' ? t.rich('netVatNote', { link }) : t.rich('vatNote', { percent: vatPercent, link })}
      </p>
    </div>
  );
}
