'use client';

import { useTranslations } from 'next-intl';
import { useNetPrices } from '@/components/account/use-net-prices';
import { EnergyLabelLink } from '@/components/product/energy-label-link';
import type { EnergyLabel } from '@/contract/energy-label';
import { priceView } from '@/lib/pricing/discount';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { pricesIn } from '@/lib/product/price-display';
import type { Price } from '@/contract/product-card';
import styles from './product-card.module.css';

type Props = {
  prices: Price;
  currency: CurrencySettings;
  locale: string;
  /** The gross VAT note ('incl. 20% VAT'), from the locale config's tax rule. */
  vatNote: string;
  /** The EU energy label of a heating product: its arrow goes next to the price (ADR 0032). */
  energyLabel?: EnergyLabel | null;
};

/**
 * The price block of a product card (ADR 0032: a reduction struck through against the 30-day low, the RRP as a
 * labelled comparison only without a reduction, the energy label arrow of heating products): rendered with gross prices on the server (cached pages are the same for
 * everybody), switched to net prices with '0 % VAT' in the browser once the shopper is known to be a business
 * customer with a checked VAT number (ADR 0031). The card data carries the net prices (`price`, `promo_price`).
 */
export function CardPrices({ prices, currency, locale, vatNote, energyLabel = null }: Props) {
  const t = useTranslations('Catalog');
  const tb = useTranslations('BusinessPrices');
  const net = useNetPrices();
  const view = priceView(pricesIn(prices, net ? 'net' : 'gross'));
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const energy = energyLabel ? <EnergyLabelLink label={energyLabel} /> : null;
  if (!(view.sale > 0)) {
    return (
      <div className={styles.prices}>
        <p className={styles.onRequest}>{t('priceOnRequest')}</p>
        {energy}
      </div>
    );
  }
  return (
    <div className={styles.prices} data-vat-mode={net ? 'net' : 'gross'}>
      <p className={styles.price}>
        {view.reference !== null ? (
          <s className={styles.old} data-testid="old-price">
            <span className="visually-hidden">{t('oldPrice')} </span>
            {money(view.reference)}
          </s>
        ) : null}
        <span className={view.reduced ? `${styles.current} ${styles.reduced}` : styles.current} data-testid="sale-price">{money(view.sale)}</span>
      </p>
      {energy}
      {view.reference !== null ? <p className={styles.lowest} data-testid="reference-note">{t('referenceNote')}</p> : null}
      {!view.reduced && view.rrp !== null ? <p className={styles.rrp} data-testid="rrp">{t('rrpComparison', { price: money(view.rrp) })}</p> : null}
      <p className={styles.vat} data-testid="vat-note">{net ? tb('zeroVatNote') : vatNote}</p>
    </div>
  );
}
