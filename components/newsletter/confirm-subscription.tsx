'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { sameOriginPost } from '@/lib/request/same-origin-post';
import styles from './newsletter.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Outcome = 'idle' | 'sending' | 'confirmed' | 'link-invalid' | 'unavailable';

/**
 * The confirmation step of the double opt-in: the e-mailed link opens /newsletter?confirm=…, and the subscription
 * becomes active only with this button (a POST), so a mail scanner that opens links subscribes nobody.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const t = useTranslations('Newsletter');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const confirm = async () => {
    setOutcome('sending');
    const answer = await sameOriginPost('/api/newsletter/confirm', { token });
    setOutcome(answer.status === 200 ? 'confirmed' : answer.status === 404 ? 'link-invalid' : 'unavailable');
  };

  return (
    <section aria-labelledby="newsletter-confirm" data-testid="newsletter-confirm">
      <h2 id="newsletter-confirm">{t('confirmTitle')}</h2>
      <div role="status">{outcome === 'confirmed' ? <p className={styles.success}>{t('confirmed')}</p> : null}</div>
      <div role="alert">
        {outcome === 'link-invalid' ? <p className={styles.error}>{t('linkInvalid')}</p> : null}
        {outcome === 'unavailable' ? <p className={styles.error}>{t('unavailable')}</p> : null}
      </div>
      {outcome === 'confirmed' || outcome === 'link-invalid' ? null : (
        <>
          <p>{t('confirmText')}</p>
          <BusyButton type="button" className="button" onClick={() => void confirm()} busy={outcome === 'sending'}>
            {outcome === 'sending' ? t('sending') : t('confirmButton')}
          </BusyButton>
        </>
      )}
    </section>
  );
}
