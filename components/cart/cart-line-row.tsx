'use client';

import { useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartLine } from '@/lib/cart/cart-view';
import { adjustQuantity } from '@/lib/product/quantity';
import { useCartMoney } from './use-cart-money';
import type { useCartActions } from './use-cart-actions';
import styles from './cart.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Props = {
  line: CartLine;
  today: string;
  currency: { code: string; symbol: string };
  countryName: string;
  actions: ReturnType<typeof useCartActions>;
};

/** One line of the cart page: picture, title, variant, prices, quantity stepper, centre, remove. */
export function CartLineRow({ line, today, currency, countryName, actions }: Props) {
  const t = useTranslations('CartPage');
  const money = useCartMoney({ currency });
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = { min: line.min, multiple: line.step };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const commitTyped = () => {
    if (typed === null) return;
    const value = Number(typed.trim().replace(',', '.'));
    setTyped(null);
    // Nothing or not a number: keep the quantity. 0 (or below) removes the line, as the spec's update does.
    if (typed.trim() === '' || !Number.isFinite(value)) return;
    const next = value <= 0 ? 0 : adjustQuantity(value, rule);
    if (next !== line.quantity) void run(() => actions.setQuantity(line.id, next));
  };
  // Never below the minimum: a step down from the minimum removes the line.
  const decrease = () => actions.decrease(line.id, line.quantity - line.step < line.min ? line.quantity : line.step);

  return (
    <li className={line.undeliverable ? `${styles.line} ${styles.undeliverable}` : styles.line} aria-busy={busy} data-testid="cart-line">
      {line.image ? (
        <Image src={line.image.url} alt="" width={96} height={96} className={styles.lineImage} />
      ) : (
        <span className={styles.lineImage} />
      )}
      <div className={styles.lineBody}>
        <h2>
          <Link href={line.href}>{line.title}</Link>
        </h2>
        {line.variation ? <p className={styles.muted}>{line.variation}</p> : null}
        <p className={styles.muted}>
          {t('articleNumber')}: {line.ref}
        </p>
        <p className={styles.muted}>
          {t('unitPrice')}:{' '}
          {line.unitPriceBefore !== null ? (
            <s className={styles.old}>
              <span className="visually-hidden">{t('priceBefore')} </span>
              {money(line.unitPriceBefore)}
            </s>
          ) : null}
          <span data-testid="line-unit-price">{money(line.unitPrice)}</span>
        </p>
        {line.undeliverable ? (
          <p className={styles.warning} data-testid="line-undeliverable">
            {t('undeliverable', { country: countryName })}
          </p>
        ) : null}
        {line.priceDay !== today ? <p className={styles.note}>{t('priceUpdated')}</p> : null}
        <div className={styles.lineControls}>
          <div className={styles.stepper} role="group" aria-label={t('quantityOf', { title: line.title })}>
            <BusyButton type="button" onClick={() => void run(decrease)} aria-label={t('decrease', { title: line.title })} busy={busy}>
              −
            </BusyButton>
            <input
              inputMode="numeric"
              aria-label={t('quantity')}
              value={typed ?? String(line.quantity)}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={commitTyped}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitTyped();
              }}
            />
            <BusyButton type="button" onClick={() => void run(() => actions.setQuantity(line.id, line.quantity + line.step))} aria-label={t('increase', { title: line.title })} busy={busy}>
              +
            </BusyButton>
          </div>
          {line.fulfilmentOptions.length > 1 ? (
            <label className={styles.centre}>
              {t('fulfilment')}
              <select value={line.fulfilmentCenter} onChange={(event) => void run(() => actions.changeCenter(line.id, Number(event.target.value)))}>
                {line.fulfilmentOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {t('fulfilmentOption', { name: option.name, quantity: option.quantity })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" className="link-button" onClick={() => void run(() => actions.remove(line.id))} aria-label={t('remove', { title: line.title })}>
            {t('removeShort')}
          </button>
        </div>
      </div>
      <div className={styles.lineAside}>
        <span className={styles.linePrice} data-testid="line-price">
          {money(line.linePrice)}
        </span>
      </div>
    </li>
  );
}
