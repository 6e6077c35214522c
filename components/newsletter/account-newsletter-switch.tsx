'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { NewsletterStatus } from '@/contract/newsletter-states';
import { sameOriginPost } from '@/lib/request/same-origin-post';
import styles from './newsletter.module.css';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import { BusyButton } from '@/components/forms/busy-button';

/**
 * The customer's newsletter state on /account/newsletter and its switch: subscribing sends the confirmation e-mail
 * (state 'waiting for your confirmation'); unsubscribing is at once.
 */
export function AccountNewsletterSwitch({ initial }: { initial: NewsletterStatus }) {
  const t = useTranslations('Newsletter');
  const [status, setStatus] = useState<NewsletterStatus>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const subscribed = status === 'active' || status === 'pending';

  const change = async () => {
    setBusy(true);
    const answer = await sameOriginPost('/api/account/newsletter', { subscribed: !subscribed });
    const { accountNewsletterAnswerSchema } = await importInTurn(() => import('@/lib/newsletter/account-newsletter-answer'));
    const parsed = answer.status === 200 ? accountNewsletterAnswerSchema.safeParse(answer.body) : null;
    setFailed(!parsed?.success);
    if (parsed?.success) setStatus(parsed.data.status);
    setBusy(false);
  };

  return (
    <div data-testid="account-newsletter" data-status={status}>
      <p role="status">{t(`state_${status}`)}</p>
      <div role="alert">{failed ? <p className={styles.error}>{t('unavailable')}</p> : null}</div>
      <BusyButton type="button" className={subscribed ? 'button button-secondary' : 'button'} onClick={() => void change()} busy={busy}>
        {busy ? t('sending') : t(subscribed ? 'accountUnsubscribe' : 'accountSubscribe')}
      </BusyButton>
    </div>
  );
}
