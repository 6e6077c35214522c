'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callAccountRoute, refusalOf } from '@/lib/account/account-client';
import { listForm } from '@/lib/account/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { passwordErrors, type PasswordError, type PasswordInput } from '@/lib/account/profile-rules';
import { ErrorList, InputField } from '@/components/forms/form-field';
import styles from './account-forms.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Field = keyof PasswordInput;
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmation'];
const EMPTY: PasswordInput = { oldPassword: '', newPassword: '', confirmation: '' };
const fieldId = (field: Field) => `password-${field}`;

/**
 * Change password (S5-26): the current password, the new one and its confirmation. On success the fields are emptied
 * and the page says that other devices were logged out (the backend ended the other sessions; this one stays).
 */
export function PasswordForm() {
  const t = useTranslations('AccountProfile');
  const [input, setInput] = useState<PasswordInput>(EMPTY);
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<'passwordChanged' | 'wrongOldPassword' | 'failed' | 'unknownError' | null>(null);
  // The route's refusal of a new password on the common-password list (the list lives on the server only).
  const [refusedCommon, setRefusedCommon] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = passwordErrors(input, (listed) => refusedCommon !== null && listed === refusedCommon);

  const textOf = (code: PasswordError) => {
    if (code === 'tooShort') return t('errors.tooShort', { min: PASSWORD_MIN_LENGTH });
    if (code === 'tooLong') return t('errors.tooLong', { max: PASSWORD_MAX_LENGTH });
    if (code === 'mismatch') return t('errors.mismatch');
    if (code === 'common') return t('errors.common');
    return t('errors.required');
  };
  const errorOf = (field: Field) => {
    const code = errors[field];
    return code && (submitted || shown.has(field)) ? textOf(code) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    const answer = await callAccountRoute('/api/account/password', 'POST', input);
    setBusy(false);
    if (answer.status === 200) {
      setInput(EMPTY);
      setShown(new Set());
      setSubmitted(false);
      setNotice('passwordChanged');
      return;
    }
    const refusal = refusalOf(answer);
    if (refusal.fields?.newPassword === 'common') {
      setRefusedCommon(listForm(input.newPassword));
      setSubmitted(true);
      return;
    }
    if (refusal.error === 'wrong-password') setNotice('wrongOldPassword');
    else setNotice(answer.status !== null && answer.status >= 500 ? 'failed' : 'unknownError');
  };

  const listed = submitted
    ? FIELDS.flatMap((field) => {
        const code = errors[field];
        return code ? [{ id: fieldId(field), text: `${t(field)}: ${textOf(code)}` }] : [];
      })
    : [];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      <div role="status" aria-live="polite">
        {notice === 'passwordChanged' ? <p className={styles.success}>{t('passwordChanged')}</p> : null}
      </div>
      <div role="alert">{notice !== null && notice !== 'passwordChanged' ? <p className={styles.alert}>{t(notice)}</p> : null}</div>
      <ErrorList title={t('errorSummary')} errors={listed} summaryRef={summaryRef} />
      {FIELDS.map((field) => (
        <InputField
          key={field}
          id={fieldId(field)}
          label={t(field)}
          required
          error={errorOf(field)}
          value={input[field]}
          onChange={(value) => setInput((previous) => ({ ...previous, [field]: value }))}
          onBlur={() => setShown((previous) => new Set(previous).add(field))}
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          type="password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      ))}
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={busy}>
          {t('changePassword')}
        </BusyButton>
      </div>
    </form>
  );
}
