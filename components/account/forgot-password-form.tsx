'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { postAuth, retryMinutes } from './auth-fetch';
import { CaptchaField } from './captcha-field';
import { InputField } from '@/components/forms/form-field';
import styles from './account-forms.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Problem = null | 'invalid' | 'captcha-missing' | 'captcha-refused' | 'email-not-found' | 'too-many' | 'unavailable';

/**
 * /forgot-password (S2-47): the account's e-mail address and the captcha (S5-37) to `POST /api/account/forgot-password`;
 * then the link is in the shopper's mailbox. An unknown address gets the spec's 'email not found' (S8-12).
 */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const onPayload = useCallback((payload: string | null) => setCaptcha(payload), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(address)) {
      setProblem('invalid');
      return;
    }
    if (captcha === null) {
      setProblem('captcha-missing');
      return;
    }
    setPending(true);
    const answer = await postAuth('/api/account/forgot-password', { email: address, captcha });
    setPending(false);
    if (answer.status === 200) {
      setSentTo(address);
      return;
    }
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    setProblem(
      answer.error === 'email-not-found' ? 'email-not-found'
        : answer.error === 'captcha' ? 'captcha-refused'
          : answer.status === 429 ? 'too-many'
            : answer.status === 400 ? 'invalid'
              : 'unavailable',
    );
  }

  if (sentTo !== null) {
    return (
      <p role="status" className={styles.success} data-testid="forgot-sent">
        {t('forgotSent', { email: sentTo })}
      </p>
    );
  }

  const messages: Record<Exclude<Problem, null>, string> = {
    invalid: t('errors.emailInvalid'),
    'captcha-missing': t('captchaRequired'),
    'captcha-refused': t('captchaRefused'),
    'email-not-found': t('emailNotFound'),
    'too-many': t('tooManyAttempts', { minutes }),
    unavailable: t('unavailable'),
  };
  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={(event) => void submit(event)} noValidate data-testid="forgot-form">
      <div role="alert">
        {problem && problem !== 'invalid' ? (
          <div className={styles.alert}>
            <p>{messages[problem]}</p>
          </div>
        ) : null}
      </div>
      <InputField
        id="forgot-email"
        label={t('email')}
        required
        type="email"
        error={problem === 'invalid' ? t('errors.emailInvalid') : null}
        value={email}
        onChange={setEmail}
        autoComplete="email"
        maxLength={254}
      />
      <CaptchaField onPayload={onPayload} resetKey={captchaKey} />
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('forgotSending') : t('forgotSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
