'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { callAccountRoute, refusalOf } from '@/lib/account/account-client';
import { salutationOfValue } from '@/lib/address/salutation';
import { useSalutationOptions } from '@/components/forms/use-salutation-options';
import { profileErrors, vatStateKey, type ProfileErrors, type ProfileField, type ProfileInput } from '@/lib/account/profile-rules';
import { FIELD_LIMITS, NAME_MIN_LENGTH, type FieldError } from '@/lib/address/address-rules';
import type { VatStatus } from '@/contract/account';
import { SHOPPER_QUERY_KEY } from './use-shopper';
import { ErrorList, InputField, SelectField } from '@/components/forms/form-field';
import styles from './account-forms.module.css';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import { BusyButton } from '@/components/forms/busy-button';

type Props = {
  initial: ProfileInput;
  email: string;
  vatStatus: VatStatus;
  vatMinLength: number;
};

const FIELDS: readonly ProfileField[] = ['title', 'firstname', 'lastname', 'company', 'vatNumber'];
const fieldId = (field: ProfileField) => `personal-${field}`;

/**
 * Personal information: the optional salutation (lib/address/salutation.ts), names, company, whether the customer buys as a business
 * (a private customer becomes a business customer here), and a business customer's company VAT number with the result
 * of its check (verified, not valid S5-34, UID code not valid S8-22, error verifying S5-35). The e-mail address is
 * shown read-only with the contact-support note (S5-27). Errors on blur and on submit; a failed save keeps the form.
 */
export function PersonalForm({ initial, email, vatStatus, vatMinLength }: Props) {
  const t = useTranslations('AccountProfile');
  const salutations = useSalutationOptions();
  const queryClient = useQueryClient();
  const [input, setInput] = useState<ProfileInput>(initial);
  const [shown, setShown] = useState<ReadonlySet<ProfileField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [vat, setVat] = useState({ status: vatStatus, number: initial.vatNumber });
  const [notice, setNotice] = useState<'saved' | 'failed' | 'unknownError' | null>(null);
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const business = input.isCompany;
  const rules = { vatMinLength };
  const errors: ProfileErrors = { ...serverErrors, ...profileErrors(input, rules) };

  const textOf = (field: ProfileField, code: FieldError): string => {
    if (code === 'tooShort') return t('errors.tooShort', { min: NAME_MIN_LENGTH });
    if (code === 'tooLong') return t('errors.tooLong', { max: field === 'company' ? FIELD_LIMITS.company : FIELD_LIMITS.name });
    if (code === 'vatNumber') return t('errors.vatNumber');
    return t('errors.required');
  };
  const labelOf = (field: ProfileField) => (field === 'title' ? t('title') : t(field));
  const errorOf = (field: ProfileField) => {
    const code = errors[field];
    return code && (submitted || shown.has(field) || serverErrors[field]) ? textOf(field, code) : null;
  };
  const blur = (field: ProfileField) => setShown((previous) => new Set(previous).add(field));
  const change = (patch: Partial<ProfileInput>) => setInput((previous) => ({ ...previous, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    setServerErrors({});
    if (Object.keys(profileErrors(input, rules)).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    const [answer, { personalAnswerSchema }] = await Promise.all([callAccountRoute('/api/account/personal', 'PUT', input), importInTurn(() => import('@/lib/account/account-answers'))]);
    setBusy(false);
    const saved = personalAnswerSchema.safeParse(answer.body);
    if (answer.status === 200 && saved.success) {
      setVat({ status: saved.data.vatStatus, number: saved.data.vatNumber });
      setNotice('saved');
      // The header's name and the net prices (excludeVAT follows the VAT state) come from the shopper query.
      await queryClient.invalidateQueries({ queryKey: SHOPPER_QUERY_KEY });
      return;
    }
    const refusal = refusalOf(answer);
    if (answer.status === 422 && refusal.error === 'invalid' && refusal.fields) {
      setServerErrors(refusal.fields as ProfileErrors);
      return;
    }
    setNotice(answer.status !== null && answer.status >= 500 ? 'failed' : 'unknownError');
  };

  const listed = submitted
    ? FIELDS.flatMap((field) => {
        const code = errors[field];
        return code ? [{ id: fieldId(field), text: `${labelOf(field)}: ${textOf(field, code)}` }] : [];
      })
    : [];
  const vatKey = business ? vatStateKey(vat.status, vat.number, vatMinLength) : 'none';

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="personal-form">
      <div role="status" aria-live="polite">
        {notice === 'saved' ? <p className={styles.success}>{t('saved')}</p> : null}
      </div>
      <div role="alert">{notice === 'failed' || notice === 'unknownError' ? <p className={styles.alert}>{t(notice)}</p> : null}</div>
      <ErrorList title={t('errorSummary')} errors={listed} summaryRef={summaryRef} />
      <SelectField
        id={fieldId('title')}
        label={t('title')}
        error={errorOf('title')}
        value={input.title}
        options={salutations}
        onChange={(value) => change({ title: salutationOfValue(value) })}
        onBlur={() => blur('title')}
        autoComplete="honorific-prefix"
      />
      <div className={styles.row}>
        {(['firstname', 'lastname'] as const).map((field) => (
          <InputField
            key={field}
            id={fieldId(field)}
            label={t(field)}
            required
            error={errorOf(field)}
            value={input[field]}
            onChange={(value) => change({ [field]: value })}
            onBlur={() => blur(field)}
            autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
            maxLength={FIELD_LIMITS.name}
          />
        ))}
      </div>
      <div className={styles.check}>
        <input id="personal-isCompany" type="checkbox" checked={input.isCompany} onChange={(event) => change({ isCompany: event.target.checked })} />
        <label htmlFor="personal-isCompany">{t('isCompany')}</label>
      </div>
      <InputField
        id={fieldId('company')}
        label={t('company')}
        required={business}
        optionalLabel={business ? undefined : t('optional')}
        error={errorOf('company')}
        value={input.company}
        onChange={(value) => change({ company: value })}
        onBlur={() => blur('company')}
        autoComplete="organization"
        maxLength={FIELD_LIMITS.company}
      />
      {business ? (
        <div>
          <InputField
            id={fieldId('vatNumber')}
            label={t('vatNumber')}
            optionalLabel={t('optional')}
            hint={t('vatNumberHint')}
            error={errorOf('vatNumber')}
            value={input.vatNumber}
            onChange={(value) => change({ vatNumber: value })}
            onBlur={() => blur('vatNumber')}
            autoComplete="off"
            maxLength={FIELD_LIMITS.vatNumber}
          />
          <p className={styles.hint}>{t('businessNote')}</p>
          <div aria-live="polite" data-testid="vat-state">
            {vatKey === 'valid' ? <p className={styles.success}>{t('vat.valid')}</p> : null}
            {vatKey === 'notValid' || vatKey === 'uidNotValid' || vatKey === 'verifyError' ? <p className={styles.alert}>{t(`vat.${vatKey}`)}</p> : null}
          </div>
        </div>
      ) : null}
      <InputField id="personal-email" label={t('email')} hint={t('emailNote')} error={null} value={email} readOnly autoComplete="email" type="email" />
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? t('saving') : t('save')}
        </BusyButton>
      </div>
    </form>
  );
}
