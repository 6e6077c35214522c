'use client';

import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LAST_LOCATION_STORAGE_KEY, afterLoginPath } from '@/lib/account/last-location';
import { postAuth, retryMinutes } from './auth-fetch';
import { InputField } from '@/components/forms/form-field';
import { PasswordField } from './password-field';
import styles from './account-forms.module.css';
import { useFocusRequest } from '@/components/checkout/use-focus-request';
import { BusyButton } from '@/components/forms/busy-button';

type Problem = null | 'wrong-login' | 'too-many' | 'unavailable' | 'invalid';

/**
 * Where the shopper goes after logging in or registering: the page that asked (`returnTo`, checked again here), else
 * the remembered lastLocation, else the account; a same-site path only (lib/account/last-location.ts).
 */
export function goAfterLogin(returnTo: string | null): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LAST_LOCATION_STORAGE_KEY);
  } catch {
    stored = null;
  }
  window.location.assign(afterLoginPath(returnTo, stored));
}

/**
 * The login tab: e-mail and password to `POST /api/account/login`, in the checkout's field style. A refusal says once,
 * in one neutral sentence, that the e-mail address or the password is wrong: the same for an unknown address and a
 * wrong password, so the form does not tell whether an account exists (issue 42; S8-08, S8-09). The attempt limit's
 * message has its waiting time. Then the page the shopper was going to.
 */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('Auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusOn = useFocusRequest();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const report = (next: Exclude<Problem, null>) => {
      setProblem(next);
      focusOn(alertRef);
    };
    if (email.trim() === '' || password === '') return report('invalid');
    setPending(true);
    const answer = await postAuth('/api/account/login', { email: email.trim(), password });
    setPending(false);
    if (answer.status === 200) return goAfterLogin(returnTo);
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    report(answer.status === 401 ? 'wrong-login' : answer.status === 429 ? 'too-many' : answer.status === 400 ? 'invalid' : 'unavailable');
  }

  const message =
    problem === 'wrong-login' ? t('wrongLogin')
      : problem === 'too-many' ? t('tooManyAttempts', { minutes })
        : problem === 'invalid' ? t('formProblems')
          : problem === 'unavailable' ? t('unavailable')
            : null;
  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
      <div role="alert">
        {message ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert} data-testid="login-problem">
            <p>{message}</p>
          </div>
        ) : null}
      </div>
      <InputField id="login-email" label={t('email')} required error={null} value={email} onChange={setEmail} autoComplete="email" type="email" />
      <PasswordField
        id="login-password"
        label={t('password')}
        required
        error={null}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        showLabel={t('showPassword')}
      />
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('loggingIn') : t('loginSubmit')}
        </BusyButton>
        <Link href="/forgot-password">{t('forgotLink')}</Link>
      </div>
    </form>
  );
}
