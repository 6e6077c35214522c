'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LAST_LOCATION_STORAGE_KEY, afterLoginPath } from '@/lib/account/last-location';
import { postAuth, retryMinutes } from './auth-fetch';
import styles from './auth.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Problem = null | 'wrong-login' | 'too-many' | 'unavailable' | 'invalid';

/** Where the shopper goes after logging in: the remembered lastLocation, a same-site path only (S4-12, S3-55). */
export function goAfterLogin(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LAST_LOCATION_STORAGE_KEY);
  } catch {
    stored = null;
  }
  window.location.assign(afterLoginPath(stored));
}

/**
 * The login tab: e-mail and password to `POST /api/account/login`. One refusal for an unknown e-mail address and a
 * wrong password (S8-08, S8-09: the spec's 'Wrong password. Please try again.' stands for both), the attempt limit's
 * message with its waiting time, then the page the shopper came from.
 */
export function LoginForm() {
  const t = useTranslations('Auth');
  const [problem, setProblem] = useState<Problem>(null);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (email === '' || password === '') {
      setProblem('invalid');
      return;
    }
    setPending(true);
    const answer = await postAuth('/api/account/login', { email, password });
    setPending(false);
    if (answer.status === 200) {
      goAfterLogin();
      return;
    }
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    setProblem(answer.status === 401 ? 'wrong-login' : answer.status === 429 ? 'too-many' : answer.status === 400 ? 'invalid' : 'unavailable');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      {problem ? (
        <div role="alert" className={styles.alert}>
          {problem === 'wrong-login' ? (
            <>
              <p>{t('wrongLogin')}</p>
              <p>{t('wrongPassword')}</p>
            </>
          ) : (
            <p>{problem === 'too-many' ? t('tooManyAttempts', { minutes }) : problem === 'invalid' ? t('formProblems') : t('unavailable')}</p>
          )}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="login-email">{t('email')} *</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="login-password">{t('password')} *</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('loggingIn') : t('loginSubmit')}
        </BusyButton>
        <Link href="/forgot-password">{t('forgotLink')}</Link>
      </div>
    </form>
  );
}
