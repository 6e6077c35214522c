'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/layout/use-hydrated';
import styles from './orders.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Props = { orderRef: string; hash: string; cancellable: boolean };
type Step = 'idle' | 'confirm' | 'busy' | 'failed' | 'done';

/**
 * 'Cancel order' of an unpaid prepayment or cash-on-delivery order, after a confirm question. It posts the order
 * link's reference and hash to `/api/checkout/cancel`; success re-renders the page, which then shows the order as
 * cancelled; a failure shows S8-23's message and leaves the button. The button is in the server HTML but disabled until
 * the page has hydrated: the page comes from a full navigation (the order button), and a click before its handler
 * was attached would be lost.
 */
export function CancelOrder({ orderRef, hash, cancellable }: Props) {
  const t = useTranslations('Orders.placed');
  const router = useRouter();
  const [step, setStep] = useState<Step>('idle');
  const hydrated = useHydrated();

  const cancel = async () => {
    setStep('busy');
    let cancelled = false;
    try {
      const response = await fetch('/api/checkout/cancel', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ order: orderRef, h: hash }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      cancelled = response.ok;
    } catch {
      cancelled = false;
    }
    setStep(cancelled ? 'done' : 'failed');
    if (cancelled) router.refresh();
  };

  return (
    <div data-testid="cancel-order">
      <div role="status">{step === 'done' ? <p className={styles.success}>{t('cancelDone')}</p> : null}</div>
      <div role="alert">{step === 'failed' ? <p className={styles.alert}>{t('cancelFailed')}</p> : null}</div>
      {cancellable && step !== 'done' ? (
        step === 'confirm' || step === 'busy' ? (
          <div className={styles.panel}>
            <p className={styles.question}>{t('cancelQuestion')}</p>
            <div className={styles.actions}>
              <BusyButton type="button" className="button" onClick={() => void cancel()} busy={step === 'busy'}>
                {step === 'busy' ? t('cancelling') : t('cancelYes')}
              </BusyButton>
              <BusyButton type="button" className="button button-secondary" onClick={() => setStep('idle')} busy={step === 'busy'}>
                {t('cancelNo')}
              </BusyButton>
            </div>
          </div>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setStep('confirm')} disabled={!hydrated}>
            {t('cancel')}
          </button>
        )
      ) : null}
    </div>
  );
}
