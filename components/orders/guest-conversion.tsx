'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SET_PASSWORD_LINK_LIFE_MS } from '@/contract/constants';
import styles from './orders.module.css';
import { BusyButton } from '@/components/forms/busy-button';

const SET_PASSWORD_LINK_HOURS = SET_PASSWORD_LINK_LIFE_MS / 3_600_000;

type Props = { orderRef: string; hash: string; email: string };
type Step = 'idle' | 'busy' | 'done' | 'already-registered' | 'failed';

/**
 * The guest order page's account offer (S4-53, S4-54): one button, since the e-mail address is the order's. It posts the
 * order link's reference and hash to `/api/account/convert-guest`; the backend e-mails a one-time link to set the
 * password (never a password). An account with
 * the e-mail already is told to log in; any other failure leaves the button.
 */
export function GuestConversion({ orderRef, hash, email }: Props) {
  const t = useTranslations('AccountOrders.conversion');
  const [step, setStep] = useState<Step>('idle');

  const convert = async () => {
    setStep('busy');
    let next: Step = 'failed';
    try {
      const response = await fetch('/api/account/convert-guest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ order: orderRef, h: hash }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      next = response.ok ? 'done' : response.status === 409 ? 'already-registered' : 'failed';
    } catch {
      next = 'failed';
    }
    setStep(next);
  };

  return (
    <section className={styles.panel} aria-labelledby="guest-conversion-heading" data-testid="guest-conversion">
      <h2 id="guest-conversion-heading">{t('heading')}</h2>
      <div role="status">
        {step === 'done' ? <p className={styles.success}>{t('done', { email, hours: SET_PASSWORD_LINK_HOURS })}</p> : null}
        {step === 'already-registered' ? (
          <p className={styles.info}>
            {t('alreadyRegistered')} <Link href="/login-register" prefetch={false}>
              {t('logIn')}
            </Link>
          </p>
        ) : null}
      </div>
      <div role="alert">{step === 'failed' ? <p className={styles.alert}>{t('failed')}</p> : null}</div>
      {step === 'idle' || step === 'busy' || step === 'failed' ? (
        <>
          <p>{t('text', { email })}</p>
          <BusyButton type="button" className="button" onClick={() => void convert()} busy={step === 'busy'}>
            {step === 'busy' ? t('busy') : t('button')}
          </BusyButton>
        </>
      ) : null}
    </section>
  );
}
