'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { CartLine } from '@/lib/cart/cart-view';
import styles from './checkout.module.css';

/** Every line of the order: picture, title and variant, quantity and price; undeliverable lines are marked, not counted. */
export function CheckoutLines({ lines, money, countryName }: { lines: CartLine[]; money: (amount: number) => string; countryName: string }) {
  const t = useTranslations('Checkout');
  return (
    <ul className={styles.lines} data-testid="checkout-lines">
      {lines.map((line) => (
        <li key={line.id} className={`${styles.line} ${line.undeliverable ? styles.undeliverable : ''}`}>
          {line.image ? <Image className={styles.lineImage} src={line.image.url} alt="" width={56} height={56} /> : <span className={styles.lineImage} />}
          <div>
            <p className={styles.lineTitle}>{line.title}</p>
            {line.variation ? <p className={styles.note}>{line.variation}</p> : null}
            <p className={styles.note}>{t('quantityTimes', { quantity: line.quantity, price: money(line.unitPrice) })}</p>
            {line.undeliverable ? <p className={styles.error}>{t('undeliverableLine', { country: countryName })}</p> : null}
          </div>
          <span className={styles.linePrice}>{money(line.linePrice)}</span>
        </li>
      ))}
    </ul>
  );
}
