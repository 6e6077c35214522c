'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/register-rules';
import { postAuth, retryMinutes } from './auth-fetch';
import styles from './auth.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Problem = null | 'passwordTooShort' | 'passwordMismatch' | 'link-invalid' | 'too-many' | 'unavailable';

/**
 * The reset page of a mailed link (/forgot-password/{token}): the new password twice to `POST
 * /api/account/reset-password`. A used or expired link is refused with its own message and a way to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState(false);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const passwordConfirm = String(data.get('passwordConfirm') ?? '');
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return setProblem('passwordTooShort');
    if (password !== passwordConfirm) return setProblem('passwordMismatch');
    setPending(true);
    const answer = await postAuth('/api/account/reset-password', { token, password, passwordConfirm });
    setPending(false);
    if (answer.status === 200) return setDone(true);
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    const reported = answer.body.problem;
    setProblem(
      answer.status === 410 ? 'link-invalid'
        : answer.status === 429 ? 'too-many'
          : reported === 'passwordTooShort' || reported === 'passwordMismatch' ? reported
            : 'unavailable',
    );
  }

  if (done) {
    return (
      <div role="status" className={styles.success} data-testid="reset-done">
        <p>{t('resetDone')}</p>
        <p>
          <Link href="/login-register">{t('toLogin')}</Link>
        </p>
      </div>
    );
  }

  const message =
    problem === 'passwordTooShort' ? t('errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
      : problem === 'passwordMismatch' ? t('errors.passwordMismatch')
        : problem === 'too-many' ? t('tooManyAttempts', { minutes })
          : problem === 'unavailable' ? t('unavailable')
            : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-form">
      {problem === 'link-invalid' ? (
        <div role="alert" className={styles.alert} data-testid="reset-link-invalid">
          <p>{t('linkInvalid')}</p>
          <p>
            <Link href="/forgot-password">{t('requestNewLink')}</Link>
          </p>
        </div>
      ) : message ? (
        <div role="alert" className={styles.alert}>
          <p>{message}</p>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="reset-password">{t('newPassword')} *</label>
        <input id="reset-password" name="password" type="password" autoComplete="new-password" required aria-describedby="reset-password-hint" aria-invalid={problem === 'passwordTooShort'} />
        <p id="reset-password-hint" className={styles.hint}>
          {t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="reset-passwordConfirm">{t('passwordConfirm')} *</label>
        <input id="reset-passwordConfirm" name="passwordConfirm" type="password" autoComplete="new-password" required aria-invalid={problem === 'passwordMismatch'} />
      </div>
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('resetting') : t('resetSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
