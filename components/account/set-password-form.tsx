'use client';

import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AFTER_LOGIN_DEFAULT } from '@/lib/account/last-location';
import { passwordProblem, type PasswordProblem } from '@/lib/account/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { postAuth, retryMinutes } from './auth-fetch';
import { PasswordField } from './password-field';
import styles from './account-forms.module.css';
import { useFocusRequest } from '@/components/checkout/use-focus-request';
import { BusyButton } from '@/components/forms/busy-button';

type Notice = null | 'link-invalid' | 'too-many' | 'unavailable';
const PROBLEM_KEYS = { required: 'required', tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', common: 'passwordCommon' } as const;

/**
 * The page of a mailed one-time link (/forgot-password/{token} and a converted guest's /set-password/{token}): the
 * password once, with the show-password button and the password rule (ADR 0055), to `POST
 * /api/account/reset-password`. Then the customer is logged in and goes to the account; should that login fail, the
 * page asks to log in. A used or expired link is refused with its own message and a way to ask for a new one.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLElement | null>(null);
  const focusOn = useFocusRequest();
  const inputId = 'set-password';
  const focusInput = () => {
    inputRef.current = document.getElementById(inputId);
    focusOn(inputRef);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const own = passwordProblem(password);
    setProblem(own);
    if (own) return focusInput();
    setPending(true);
    const answer = await postAuth('/api/account/reset-password', { token, password });
    setPending(false);
    if (answer.status === 200) {
      if (answer.body.loggedIn === true) return window.location.assign(AFTER_LOGIN_DEFAULT);
      return setDone(true);
    }
    const reported = answer.body.problem;
    if (answer.status === 400 && typeof reported === 'string' && reported in PROBLEM_KEYS) {
      setProblem(reported as PasswordProblem);
      return focusInput();
    }
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    setNotice(answer.status === 410 ? 'link-invalid' : answer.status === 429 ? 'too-many' : 'unavailable');
    focusOn(alertRef);
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

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={(event) => void submit(event)} noValidate data-testid="reset-form">
      <div role="alert">
        {notice === 'link-invalid' ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert} data-testid="reset-link-invalid">
            <p>{t('linkInvalid')}</p>
            <p>
              <Link href="/forgot-password">{t('requestNewLink')}</Link>
            </p>
          </div>
        ) : notice ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert}>
            <p>{notice === 'too-many' ? t('tooManyAttempts', { minutes }) : t('unavailable')}</p>
          </div>
        ) : null}
      </div>
      <PasswordField
        id={inputId}
        label={t('newPassword')}
        required
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={problem ? t(`errors.${PROBLEM_KEYS[problem]}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : null}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setProblem(null);
        }}
        autoComplete="new-password"
        showLabel={t('showPassword')}
      />
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('resetting') : t('setPasswordSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
