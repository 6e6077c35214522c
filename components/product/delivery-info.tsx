'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { deliveryPromise, type DeliveryDelay } from '@/lib/catalog/delivery-time';
import styles from './purchase.module.css';
import type { StockState } from '@/contract/product-card';
import type { ShopCode } from '@/contract/shops';

type Props = { state: StockState; delay: DeliveryDelay | null; freight: boolean; cutoff: string; shop: ShopCode };

const MINUTE_MS = 60_000;

/** A clock that ticks every minute in the browser; on the server (and while hydrating) there is no time (null). */
function subscribeMinutes(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, MINUTE_MS / 4);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const noMinute = () => null;

/**
 * Delivery promise of the variant (lib/catalog/delivery-time.ts `deliveryPromise`): the delivery time, or for a parcel
 * item in stock whose delivery window (lib/delivery/delivery-window.ts, the checkout's rule) starts tomorrow, the
 * next-day countdown instead of it (never on Fridays or before a holiday, never for freight).
 * The countdown depends on the clock, so it is rendered only in the browser after hydration (never frozen into
 * cached HTML); it replaces the line of the same height.
 */
export function DeliveryInfo({ state, delay, freight, cutoff, shop }: Props) {
  const t = useTranslations('Product');
  const minute = useSyncExternalStore(subscribeMinutes, currentMinute, noMinute);
  const now = minute === null ? null : new Date(minute * MINUTE_MS);
  const promise = deliveryPromise(now, { state, delay, freight }, { shop, cutoff });
  if (!promise) return null;
  return (
    <div className={styles.delivery}>
      {promise.kind === 'next-day' ? (
        <p className={styles.nextDay} data-testid="delivery-time" data-promise="next-day">
          {t('nextDay', { hours: Math.floor(promise.minutesLeft / 60), minutes: promise.minutesLeft % 60 })}
        </p>
      ) : (
        <p data-testid="delivery-time" data-promise={promise.time.unit}>
          {t(promise.time.unit === 'days' ? 'deliveryDays' : promise.time.unit === 'weeks' ? 'deliveryWeeks' : 'deliveryFreight', {
            min: promise.time.min,
            max: promise.time.max,
          })}
        </p>
      )}
    </div>
  );
}
