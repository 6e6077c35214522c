'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { NAME_MIN_LENGTH, isFreemail, registerProblems, type RegisterField, type RegisterInput, type RegisterProblem } from '@/lib/account/register-rules';
import { DEFAULT_SALUTATION, salutationOfValue } from '@/lib/address/salutation';
import { FIELD_LIMITS } from '@/lib/address/address-rules';
import { useSalutationOptions } from '@/components/forms/use-salutation-options';
import { postAuth, retryMinutes } from './auth-fetch';
import { CaptchaField } from './captcha-field';
import { ErrorList, InputField, SelectField } from '@/components/forms/form-field';
import { goAfterLogin } from './login-form';
import { PasswordField } from './password-field';
import styles from './account-forms.module.css';
import { useFocusRequest } from '@/components/checkout/use-focus-request';
import { BusyButton } from '@/components/forms/busy-button';

type Problem = null | 'captcha-missing' | 'captcha-refused' | 'email-exists' | 'too-many' | 'unavailable';
const EMPTY: RegisterInput = { title: DEFAULT_SALUTATION, isCompany: false, company: '', vatNumber: '', firstname: '', lastname: '', email: '', password: '' };
const FIELDS: readonly RegisterField[] = ['title', 'firstname', 'lastname', 'company', 'vatNumber', 'email', 'password'];
const fieldId = (field: RegisterField) => `register-${field}`;

/**
 * The register tab in the checkout's field style: the optional salutation, names, a business customer's company and
 * VAT number (optional; the backend asks VIES), the e-mail address once and the password once with a show-password button (issue 42, instead of typing both twice: S5-24 and S5-25 are dropped on purpose), a freemail
 * hint (S5-28, never a refusal), the newsletter choice and the captcha (S5-37). Fields are checked when left and all
 * at once on submit (an error summary takes focus, as in the checkout); `POST /api/account/register` checks again, the
 * password against the common-password list too. An existing e-mail address is reported (S5-36, S8-10, S8-11). A new
 * customer is logged in and goes where they were going.
 */
export function RegisterForm({ onShowLogin, returnTo }: { onShowLogin: () => void; returnTo: string | null }) {
  const t = useTranslations('Auth');
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [newsletter, setNewsletter] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, RegisterProblem>>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [minutes, setMinutes] = useState(1);
  const [pending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const onPayload = useCallback((payload: string | null) => setCaptcha(payload), []);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusOn = useFocusRequest();
  const own = registerProblems(values);
  const salutations = useSalutationOptions();

  const set = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'title' ? salutationOfValue(value) : value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const blur = (field: RegisterField) => setTouched((current) => new Set(current).add(field));
  const codeOf = (field: RegisterField) => ((submitted || touched.has(field)) && own[field]) || serverErrors[field];
  const textOf = (code: RegisterProblem) => t(`errors.${code}`, { min: code === 'passwordTooShort' ? PASSWORD_MIN_LENGTH : NAME_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  const errorOf = (field: RegisterField) => {
    const code = codeOf(field);
    return code ? textOf(code) : null;
  };
  const report = (next: Exclude<Problem, null>) => {
    setProblem(next);
    focusOn(alertRef);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(own).length > 0) {
      focusOn(summaryRef);
      return;
    }
    if (captcha === null) return report('captcha-missing');
    setPending(true);
    const answer = await postAuth('/api/account/register', { ...values, email: values.email.trim(), newsletter, captcha });
    setPending(false);
    if (answer.status === 200) return goAfterLogin(returnTo);
    // Each challenge counts once: any refusal asks for a new one.
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
    if (answer.status === 429) setMinutes(retryMinutes(answer));
    if (answer.error === 'invalid' && typeof answer.body.problems === 'object' && answer.body.problems !== null) {
      setServerErrors(answer.body.problems as Partial<Record<RegisterField, RegisterProblem>>);
      focusOn(summaryRef);
      return;
    }
    report(answer.error === 'email-exists' ? 'email-exists' : answer.error === 'captcha' ? 'captcha-refused' : answer.status === 429 ? 'too-many' : 'unavailable');
  }

  const listed = FIELDS.flatMap((field) => {
    const code = submitted || serverErrors[field] ? codeOf(field) : undefined;
    return code ? [{ id: fieldId(field), text: `${t(field)}: ${textOf(code)}` }] : [];
  });
  const freemail = isFreemail(values.email);

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      <p className={styles.hint}>{t('requiredNote')}</p>
      <ErrorList title={t('errorSummary')} errors={listed} summaryRef={summaryRef} />
      <div role="alert">
        {problem ? (
          <div ref={alertRef} tabIndex={-1} className={styles.alert}>
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
                {problem === 'captcha-missing' ? t('captchaRequired')
                  : problem === 'captcha-refused' ? t('captchaRefused')
                    : problem === 'too-many' ? t('tooManyAttempts', { minutes })
                      : t('unavailable')}
              </p>
            )}
          </div>
        ) : null}
      </div>
      <SelectField
        id={fieldId('title')}
        label={t('title')}
        error={errorOf('title')}
        value={values.title}
        onChange={(value) => set('title', value)}
        onBlur={() => blur('title')}
        autoComplete="honorific-prefix"
        options={salutations}
      />
      <InputField id={fieldId('firstname')} label={t('firstname')} required error={errorOf('firstname')} value={values.firstname} onChange={(value) => set('firstname', value)} onBlur={() => blur('firstname')} autoComplete="given-name" />
      <InputField id={fieldId('lastname')} label={t('lastname')} required error={errorOf('lastname')} value={values.lastname} onChange={(value) => set('lastname', value)} onBlur={() => blur('lastname')} autoComplete="family-name" />
      <div className={styles.check}>
        <input id="register-isCompany" type="checkbox" checked={values.isCompany} onChange={(event) => setValues((current) => ({ ...current, isCompany: event.target.checked }))} />
        <label htmlFor="register-isCompany">{t('isCompany')}</label>
      </div>
      {values.isCompany ? (
        <>
          <InputField id={fieldId('company')} label={t('company')} required error={errorOf('company')} value={values.company} onChange={(value) => set('company', value)} onBlur={() => blur('company')} autoComplete="organization" maxLength={FIELD_LIMITS.company} />
          <InputField
            id={fieldId('vatNumber')}
            label={t('vatNumber')}
            hint={t('vatNumberHint')}
            error={errorOf('vatNumber')}
            value={values.vatNumber}
            onChange={(value) => set('vatNumber', value)}
            onBlur={() => blur('vatNumber')}
            autoComplete="off"
            maxLength={FIELD_LIMITS.vatNumber}
          />
        </>
      ) : null}
      <InputField
        id={fieldId('email')}
        label={t('email')}
        required
        type="email"
        hint={freemail ? <span data-testid="freemail-hint">{t('freemailHint')}</span> : undefined}
        error={errorOf('email')}
        value={values.email}
        onChange={(value) => set('email', value)}
        onBlur={() => blur('email')}
        autoComplete="email"
        maxLength={254}
      />
      <PasswordField
        id={fieldId('password')}
        label={t('password')}
        required
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf('password')}
        value={values.password}
        onChange={(value) => set('password', value)}
        onBlur={() => blur('password')}
        autoComplete="new-password"
        showLabel={t('showPassword')}
      />
      <div className={styles.check}>
        <input id="register-newsletter" type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
        <label htmlFor="register-newsletter">{t('newsletter')}</label>
      </div>
      <CaptchaField onPayload={onPayload} resetKey={captchaKey} />
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? t('registering') : t('registerSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
