'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PriceDisplay } from '@/lib/product/price-display';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { unitPrice, type UnitPriceSpec } from '@/lib/pricing/unit-price';
import { CONTACT_PATH } from '@/lib/product/shop-links';
import styles from './purchase.module.css';

type Props = {
  display: PriceDisplay;
  currency: CurrencySettings;
  locale: string;
  unit: UnitPriceSpec | null;
  shippingHref: string;
};

/** Price, offer price or recommended retail price struck through, badge, 30-day low, unit price and the VAT note. */
export function PriceBox({ display, currency, locale, unit, shippingHref }: Props) {
  const t = useTranslations('Product');
  const tc = useTranslations('Catalog');
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const link = (chunks: React.ReactNode) => <Link href={shippingHref}>{chunks}</Link>;
  if (display.kind === 'on-request') {
    return (
      <div className={styles.priceBox} data-testid="price-box">
        <p className={styles.onRequest}>{tc('priceOnRequest')}</p>
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
        <span className={styles.amount} data-testid="sale-price">
          {money(view.sale)}
        </span>
        {view.old !== null ? (
          <span className={styles.old}>
            <span className={styles.oldLabel}>{view.oldKind === 'rrp' ? t('oldPriceRrp') : t('oldPricePromo')}</span> <s>{money(view.old)}</s>
          </span>
        ) : null}
        {view.discount > 0 && view.old !== null ? <span className={styles.badge}>{t('discount', { percent: view.discount })}</span> : null}
      </p>
      {view.lowest30d !== null && view.old !== null ? <p className={styles.lowest}>{t('lowest30d', { price: money(view.lowest30d) })}</p> : null}
      {perUnit ? <p className={styles.unit}>{t('unitPrice', { price: money(perUnit.amount), unit: perUnit.unit })}</p> : null}
      <p className={styles.vat} data-testid="vat-note">
        {mode === 'net' ? t.rich('netVatNote', { link }) : t.rich('vatNote', { percent: vatPercent, link })}
      </p>
    </div>
  );
}
