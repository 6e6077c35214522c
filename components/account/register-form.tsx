'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  isFreemail,
  registerProblems,
  type RegisterField,
  type RegisterInput,
  type RegisterProblem,
} from '@/lib/account/register-rules';
import { DEFAULT_SALUTATION, salutationOfValue } from '@/lib/account/salutation';
import { FIELD_LIMITS } from '@/lib/checkout/address-rules';
import { useSalutationOptions } from '@/components/forms/use-salutation-options';
import { postAuth, retryMinutes } from './auth-fetch';
import { CaptchaField } from './captcha-field';
import { goAfterLogin } from './login-form';
import styles from './auth.module.css';

type Problem = null | 'invalid' | 'captcha-missing' | 'captcha-refused' | 'email-exists' | 'too-many' | 'unavailable';
const EMPTY: RegisterInput = { title: DEFAULT_SALUTATION, isCompany: false, company: '', vatNumber: '', firstname: '', lastname: '', email: '', emailConfirm: '', password: '', passwordConfirm: '' };

/**
 * The register tab: the optional salutation, names, business customer's company and VAT number (optional), e-mail and password each with its confirmation (S5-20..S5-25), a freemail hint
 * (S5-28, never a refusal), the newsletter choice and the captcha (S5-37). The rules are checked here and again by
 * `POST /api/account/register`; an existing e-mail address is reported (S5-36, S8-10, S8-11). A new customer is
 * logged in and goes back to the page they came from.
 */
export function RegisterForm({ onShowLogin }: { onShowLogin: () => void }) {
  const t = useTranslations('Auth');
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, RegisterProblem>>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const onPayload = useCallback((payload: string | null) => setCaptcha(payload), []);

  const salutations = useSalutationOptions();
  const set = (field: RegisterField, value: string) => setValues((current) => ({ ...current, [field]: field === 'title' ? salutationOfValue(value) : value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = registerProblems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('invalid');
      return;
    }
    if (captcha === null) {
      setProblem('captcha-missing');
      return;
    }
    setPending(true);
    const answer = await postAuth('/api/account/register', { ...values, newsletter, captcha });
    setPending(false);
    if (answer.status === 200) {
      goAfterLogin();
      return;
    }
    // Each challenge counts once: any refusal asks for a new one.
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    if (answer.error === 'invalid' && typeof answer.body.problems === 'object' && answer.body.problems !== null) {
      setErrors(answer.body.problems as Partial<Record<RegisterField, RegisterProblem>>);
    }
    setProblem(
      answer.error === 'email-exists' ? 'email-exists'
        : answer.error === 'captcha' ? 'captcha-refused'
          : answer.status === 429 ? 'too-many'
            : answer.status === 400 ? 'invalid'
              : 'unavailable',
    );
  }

  const errorText = (field: RegisterField) => {
    const key = errors[field];
    return key ? t(`errors.${key}`, { min: key === 'passwordTooShort' ? PASSWORD_MIN_LENGTH : NAME_MIN_LENGTH }) : null;
  };
  const describe = (field: RegisterField, extra: string[] = []) => {
    const ids = [errors[field] ? `register-${field}-error` : null, ...extra].filter((id): id is string => id !== null);
    return { 'aria-invalid': errors[field] !== undefined, ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) };
  };
  const fieldError = (field: RegisterField) => {
    const text = errorText(field);
    return text ? (
      <p id={`register-${field}-error`} className={styles.error}>
        {text}
      </p>
    ) : null;
  };
  const input = (field: 'firstname' | 'lastname' | 'email' | 'emailConfirm' | 'password' | 'passwordConfirm', type: string, autoComplete: string, extra: string[] = []) => (
    <input
      id={`register-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      {...describe(field, extra)}
    />
  );
  const freemail = isFreemail(values.email);

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <p className={styles.hint}>{t('requiredNote')}</p>
      {problem ? (
        <div role="alert" className={styles.alert}>
          {problem === 'email-exists' ? (
            <>
              <p>{t('emailExists')}</p>
              <p>
                {t('alreadyRegistered')}{' '}
                <button type="button" className="link-button" onClick={onShowLogin}>
                  {t('loginTab')}
                </button>
              </p>
            </>
          ) : (
            <p>
              {problem === 'invalid' ? t('formProblems')
                : problem === 'captcha-missing' ? t('captchaRequired')
                  : problem === 'captcha-refused' ? t('captchaRefused')
                    : problem === 'too-many' ? t('tooManyAttempts', { minutes })
                      : t('unavailable')}
            </p>
          )}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="register-title">{t('title')}</label>
        <select id="register-title" name="title" autoComplete="honorific-prefix" value={values.title} onChange={(event) => set('title', event.target.value)}>
          {salutations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="register-firstname">{t('firstname')} *</label>
        {input('firstname', 'text', 'given-name')}
        {fieldError('firstname')}
      </div>
      <div className={styles.field}>
        <label htmlFor="register-lastname">{t('lastname')} *</label>
        {input('lastname', 'text', 'family-name')}
        {fieldError('lastname')}
      </div>
      <div className={styles.check}>
        <input id="register-isCompany" type="checkbox" checked={values.isCompany} onChange={(event) => setValues((current) => ({ ...current, isCompany: event.target.checked }))} />
        <label htmlFor="register-isCompany">{t('isCompany')}</label>
      </div>
      {values.isCompany ? (
        <>
          <div className={styles.field}>
            <label htmlFor="register-company">{t('company')} *</label>
            <input id="register-company" name="company" autoComplete="organization" required maxLength={FIELD_LIMITS.company} value={values.company} onChange={(event) => set('company', event.target.value)} {...describe('company')} />
            {fieldError('company')}
          </div>
          <div className={styles.field}>
            <label htmlFor="register-vatNumber">{t('vatNumber')}</label>
            <input
              id="register-vatNumber"
              name="vatNumber"
              autoComplete="off"
              maxLength={FIELD_LIMITS.vatNumber}
              value={values.vatNumber}
              onChange={(event) => set('vatNumber', event.target.value)}
              {...describe('vatNumber', ['register-vatNumber-hint'])}
            />
            <p id="register-vatNumber-hint" className={styles.hint}>
              {t('vatNumberHint')}
            </p>
            {fieldError('vatNumber')}
          </div>
        </>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="register-email">{t('email')} *</label>
        {input('email', 'email', 'email', freemail ? ['register-email-hint'] : [])}
        {freemail ? (
          <p id="register-email-hint" className={styles.hint} data-testid="freemail-hint">
            {t('freemailHint')}
          </p>
        ) : null}
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="register-emailConfirm">{t('emailConfirm')} *</label>
        {input('emailConfirm', 'email', 'email')}
        {fieldError('emailConfirm')}
      </div>
      <div className={styles.field}>
        <label htmlFor="register-password">{t('password')} *</label>
        {input('password', 'password', 'new-password', ['register-password-hint'])}
        <p id="register-password-hint" className={styles.hint}>
          {t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        </p>
        {fieldError('password')}
      </div>
      <div className={styles.field}>
        <label htmlFor="register-passwordConfirm">{t('passwordConfirm')} *</label>
        {input('passwordConfirm', 'password', 'new-password')}
        {fieldError('passwordConfirm')}
      </div>
      <div className={styles.check}>
        <input id="register-newsletter" type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
        <label htmlFor="register-newsletter">{t('newsletter')}</label>
      </div>
      <CaptchaField onPayload={onPayload} resetKey={captchaKey} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('registering') : t('registerSubmit')}
        </button>
      </div>
    </form>
  );
}
