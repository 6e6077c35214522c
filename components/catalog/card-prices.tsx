'use client';

import { useTranslations } from 'next-intl';
import { useNetPrices } from '@/components/account/use-net-prices';
import { priceView } from '@/lib/pricing/discount';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { pricesIn } from '@/lib/product/price-display';
import type { Price } from '@/lib/contract/product-card';
import styles from './product-card.module.css';

type Props = {
  prices: Price;
  currency: CurrencySettings;
  locale: string;
  /** The gross VAT note ('incl. 20% VAT'), from the locale config's tax rule. */
  vatNote: string;
};

/**
 * The price block of a product card: rendered with gross prices on the server (cached pages are the same for
 * everybody), switched to net prices with '0 % VAT' in the browser once the shopper is known to be a business
 * customer with a checked VAT number (ADR 0031). The card data carries the net prices (`price`, `promo_price`).
 */
export function CardPrices({ prices, currency, locale, vatNote }: Props) {
  const t = useTranslations('Catalog');
  const tb = useTranslations('BusinessPrices');
  const net = useNetPrices();
  const view = priceView(pricesIn(prices, net ? 'net' : 'gross'));
  const money = (amount: number) => formatPrice(amount, currency, locale);
  if (!(view.sale > 0)) return <p className={styles.onRequest}>{t('priceOnRequest')}</p>;
  return (
    <div className={styles.prices} data-vat-mode={net ? 'net' : 'gross'}>
      <p className={styles.price}>
        {view.old !== null ? (
          <s className={styles.old} data-testid="old-price">
            {view.oldKind === 'rrp' ? `${t('rrp')} ` : <span className="visually-hidden">{t('oldPrice')} </span>}
            {money(view.old)}
          </s>
        ) : null}
        <span className={view.old !== null ? `${styles.current} ${styles.reduced}` : styles.current} data-testid="sale-price">{money(view.sale)}</span>
      </p>
      <p className={styles.vat} data-testid="vat-note">{net ? tb('zeroVatNote') : vatNote}</p>
      {view.oldKind === 'promo' && view.lowest30d !== null ? <p className={styles.lowest}>{t('lowest30d', { price: money(view.lowest30d) })}</p> : null}
    </div>
  );
}
