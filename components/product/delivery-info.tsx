'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { deliveryTime, nextDayDelivery, type DeliveryDelay } from '@/lib/catalog/delivery-time';
import styles from './purchase.module.css';
import type { StockState } from '@/lib/contract/product-card';

type Props = { state: StockState; delay: DeliveryDelay | null; cutoff: string; timeZone: string };

const MINUTE_MS = 60_000;

/** A clock that ticks every minute in the browser; on the server (and while hydrating) there is no time (null). */
function subscribeMinutes(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, MINUTE_MS / 4);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const noMinute = () => null;

/**
 * Delivery time of the variant, and next-day delivery before the shop's cutoff (never on Fridays). The next-day
 * part depends on the clock, so it is rendered only in the browser after hydration (never frozen into cached HTML).
 */
export function DeliveryInfo({ state, delay, cutoff, timeZone }: Props) {
  const t = useTranslations('Product');
  const minute = useSyncExternalStore(subscribeMinutes, currentMinute, noMinute);
  const now = minute === null ? null : new Date(minute * MINUTE_MS);
  const time = deliveryTime(state, delay);
  const nextDay = now ? nextDayDelivery(now, timeZone, cutoff, state) : null;
  if (!time) return null;
  return (
    <div className={styles.delivery}>
      <p data-testid="delivery-time">{time.unit === 'days' ? t('deliveryDays', { min: time.min, max: time.max }) : t('deliveryWeeks', { min: time.min, max: time.max })}</p>
      {nextDay ? (
        <p className={styles.nextDay}>{t('nextDay', { hours: Math.floor(nextDay.minutesLeft / 60), minutes: nextDay.minutesLeft % 60 })}</p>
      ) : null}
    </div>
  );
}
