'use client';

import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatMoney, type CurrencySettings } from '@/lib/pricing/money';
import { PRICE_FILTER_MIN } from '@/contract/constants';
import styles from './search-results.module.css';

/** Slider step in the shop currency. */
export const PRICE_SLIDER_STEP = 10;

type Props = {
  /** Current bounds (null: open end). */
  priceMin: number | null;
  priceMax: number | null;
  /** The upper end of the slider: the shop currency's bound (shopPriceFilterMax, ADR 0041). */
  bound: number;
  currency: CurrencySettings;
  locale: string;
};

/**
 * The price filter of the results page (spec: slider from 0 to 8000 in EUR; in lei up to the RON bound, ADR 0041): two range inputs, 'from' and 'to', in the
 * shop currency, named like the URL's `price_min` and `price_max`. Dragging shows the amounts; the filter is
 * applied when the pointer is released, or with Enter or the form's Apply button (keyboard, no JavaScript).
 * The bounds never cross: moving one past the other moves both.
 */
export function PriceRangeSlider({ priceMin, priceMax, bound, currency, locale }: Props) {
  const t = useTranslations('Search');
  const [low, setLow] = useState(priceMin ?? PRICE_FILTER_MIN);
  const [high, setHigh] = useState(priceMax ?? bound);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  function commit(event: PointerEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) {
    if ('key' in event && event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className={styles.slider}>
      <p className={styles.sliderValues} aria-hidden="true">
        {t('priceRange', { min: money(low), max: money(high) })}
      </p>
      <label className={styles.sliderField}>
        <span>{t('priceFrom', { currency: currency.symbol })}</span>
        <input
          type="range"
          name="price_min"
          min={PRICE_FILTER_MIN}
          max={bound}
          step={PRICE_SLIDER_STEP}
          value={low}
          aria-valuetext={money(low)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setLow(value);
            if (value > high) setHigh(value);
          }}
          onPointerUp={commit}
          onKeyDown={commit}
        />
      </label>
      <label className={styles.sliderField}>
        <span>{t('priceTo', { currency: currency.symbol })}</span>
        <input
          type="range"
          name="price_max"
          min={PRICE_FILTER_MIN}
          max={bound}
          step={PRICE_SLIDER_STEP}
          value={high}
          aria-valuetext={money(high)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setHigh(value);
            if (value < low) setLow(value);
          }}
          onPointerUp={commit}
          onKeyDown={commit}
        />
      </label>
    </div>
  );
}
