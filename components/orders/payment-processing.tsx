'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fetchOrderStatus } from '@/lib/orders/order-status-client';
import { PAY_AGAIN_PATH, PAYMENT_STATUS_POLL_MS } from '@/lib/orders/payment-progress';
import { processingView } from '@/lib/orders/processing-view';
import styles from './orders.module.css';

type Props = { orderRef: string; hash: string; retryWaitMs: number };

/** Seconds the page's clock advances by; the hint and the wait are shown to the second. */
const TICK_MS = 1_000;

/**
 * The payment-processing page's live part (S2-176): asks `/api/checkout/order-status` every 2 s and moves on to the
 * page the answer names (order placed, payment failed, payment step) as soon as the payment is no longer pending.
 * After 10 s it shows the forced-submit hint with a button that asks at once (S9-17); while the wait before a new
 * payment runs it says so (S8-29), afterwards it offers the checkout's payment methods.
 */
export function PaymentProcessing({ orderRef, hash, retryWaitMs }: Props) {
  const t = useTranslations('Orders.processing');
  const router = useRouter();
  const [elapsed, setElapsed] = useState(0);
  const [retryAfter, setRetryAfter] = useState(retryWaitMs);
  const [unavailable, setUnavailable] = useState(false);
  /** Bumped by 'check now': restarts the polling with an immediate check. */
  const [checkNow, setCheckNow] = useState(0);
  /** When the page opened in this browser: the times above are measured from it. */
  const openedAt = useRef<number | null>(null);

  useEffect(() => {
    const start = Date.now();
    openedAt.current = start;
    const clock = window.setInterval(() => setElapsed(Date.now() - start), TICK_MS);
    return () => window.clearInterval(clock);
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const check = async () => {
      const answer = await fetchOrderStatus(orderRef, hash);
      if (stopped) return;
      if (answer?.next) {
        router.replace(answer.next);
        return;
      }
      setUnavailable(answer === null);
      if (answer) setRetryAfter(Date.now() - (openedAt.current ?? Date.now()) + answer.retryWaitMs);
      timer = window.setTimeout(() => void check(), PAYMENT_STATUS_POLL_MS);
    };
    timer = window.setTimeout(() => void check(), checkNow > 0 ? 0 : PAYMENT_STATUS_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderRef, hash, router, checkNow]);

  const view = processingView(elapsed, retryAfter);
  return (
    <div data-testid="payment-processing">
      <p role="status" className={styles.info}>
        {unavailable ? t('unavailable') : t('checking')}
      </p>
      {view.hint ? (
        <div className={styles.actions} data-testid="forced-submit-hint">
          <p>{t('hint')}</p>
          <button type="button" className="button" onClick={() => setCheckNow((count) => count + 1)}>
            {t('checkNow')}
          </button>
        </div>
      ) : null}
      {view.waitBeforeRetry ? <p className={styles.muted}>{t('waitBeforeRetry')}</p> : null}
      {view.otherMethod ? (
        <p>
          <Link href={PAY_AGAIN_PATH}>{t('otherMethod')}</Link>
        </p>
      ) : null}
    </div>
  );
}
