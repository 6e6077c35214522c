'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EMAIL_MAX_LENGTH, newsletterEmailProblem } from '@/lib/newsletter/newsletter-email';
import { sameOriginPost } from '@/lib/request/same-origin-post';
import styles from './newsletter.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Kind = 'subscribe' | 'unsubscribe';
type Outcome = 'idle' | 'sending' | 'done' | 'email-not-found' | 'already-unsubscribed' | 'invalid' | 'unavailable';

const ROUTES: Record<Kind, string> = { subscribe: '/api/newsletter/subscribe', unsubscribe: '/api/newsletter/unsubscribe' };

function outcomeOf(status: number, body: unknown): Outcome {
  if (status === 200) return 'done';
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  if (error === 'email-not-found' || error === 'already-unsubscribed') return error;
  if (error === 'invalid-email') return 'invalid';
  return 'unavailable';
}

/**
 * The e-mail form of /newsletter (subscribe: the confirmation e-mail of the double opt-in) and /newsletter-unsubscribe
 * ('email not found', 'already unsubscribed'). The address is required and must be an e-mail address (spec section 5),
 * checked here with the shop's own texts and again by the server.
 */
export function NewsletterEmailForm({ kind, initialEmail }: { kind: Kind; initialEmail: string }) {
  const t = useTranslations('Newsletter');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newsletterEmailProblem(email);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setOutcome('sending');
    const answer = await sameOriginPost(ROUTES[kind], { email: email.trim() });
    const next = outcomeOf(answer.status, answer.body);
    if (next === 'invalid') {
      setProblem('invalid');
      setOutcome('idle');
      input.current?.focus();
      return;
    }
    setOutcome(next);
  };

  if (outcome === 'done') {
    return (
      <p role="status" className={styles.success} data-testid="newsletter-done">
        {t(kind === 'subscribe' ? 'sent' : 'unsubscribed')}
      </p>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={`newsletter-${kind}-form`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('emailLabel')}</label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {problem ? (
          <p id={errorId} className={styles.error}>
            {t(problem)}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome === 'email-not-found' ? <p className={styles.error}>{t('emailNotFound')}</p> : null}
        {outcome === 'already-unsubscribed' ? <p className={styles.error}>{t('alreadyUnsubscribed')}</p> : null}
        {outcome === 'unavailable' ? <p className={styles.error}>{t('unavailable')}</p> : null}
      </div>
      <div>
        <BusyButton type="submit" className="button" busy={outcome === 'sending'}>
          {outcome === 'sending' ? t('sending') : t(kind === 'subscribe' ? 'submit' : 'unsubscribeButton')}
        </BusyButton>
      </div>
    </form>
  );
}
