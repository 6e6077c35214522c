'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/address/address-rules';
import { FIELD_LIMITS, NAME_MIN_LENGTH } from '@/lib/address/address-rules';
import type { AddressCounty } from '@/lib/address/counties';
import { AddressFields } from '@/components/address/address-fields';
import { SHORT_STRING_MIN_LENGTH } from '@/contract/constants';
import {
  LABEL_MAX_LENGTH,
  addressBookErrors,
  type AddressBookErrors,
  type AddressBookField,
  type AddressBookInput,
  type AddressBookRules,
} from '@/lib/account/address-book-rules';
import { salutationOfValue } from '@/lib/address/salutation';
import { useSalutationOptions } from '@/components/forms/use-salutation-options';
import { ErrorList, InputField, SelectField } from '@/components/forms/form-field';
import styles from './account-forms.module.css';
import { BusyButton } from '@/components/forms/busy-button';

export type AddressFormCountry = { id: number; iso: string; title: string };

type Props = {
  initial: AddressBookInput;
  heading: string;
  countries: readonly AddressFormCountry[];
  counties: readonly AddressCounty[];
  rules: AddressBookRules;
  busy: boolean;
  /** Field errors the route answered (the same rules, checked again on the server). */
  serverErrors: AddressBookErrors;
  onSubmit: (input: AddressBookInput) => void;
  onCancel: () => void;
};

const FIELD_ORDER: readonly AddressBookField[] = [
  'label', 'title', 'firstname', 'lastname', 'company', 'vatNumber', 'street', 'addressExtra', 'zipcode', 'city', 'countryId', 'county', 'phone', 'cellphone',
];

const LIMITS: Partial<Record<AddressBookField, number>> = {
  label: LABEL_MAX_LENGTH, firstname: FIELD_LIMITS.name, lastname: FIELD_LIMITS.name, company: FIELD_LIMITS.company, vatNumber: FIELD_LIMITS.vatNumber,
  street: FIELD_LIMITS.street, addressExtra: FIELD_LIMITS.addressExtra, zipcode: FIELD_LIMITS.zipcode, city: FIELD_LIMITS.city, phone: FIELD_LIMITS.phone,
  cellphone: FIELD_LIMITS.phone,
};

export const addressFieldId = (field: AddressBookField) => `address-${field}`;

/**
 * One address of the address book (S3-45): label, title, then the shared address fields (components/address/
 * address-fields.tsx) with company (and a business customer's VAT number) and the second line, then phone and mobile
 * and the default flag.
 * Each field is checked when it loses focus; a submit checks all and lists the errors in a live region. The form keeps
 * what was typed whatever the server answers.
 */
export function AddressForm({ initial, heading, countries, counties, rules, busy, serverErrors, onSubmit, onCancel }: Props) {
  const t = useTranslations('AddressBook');
  const salutations = useSalutationOptions();
  const [input, setInput] = useState<AddressBookInput>(initial);
  const [shown, setShown] = useState<ReadonlySet<AddressBookField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors: AddressBookErrors = { ...serverErrors, ...addressBookErrors(input, rules) };
  const textOf = (field: AddressBookField, code: FieldError): string => {
    if (code === 'required' && field === 'phone') return t('phoneOrCellphone');
    if (code === 'tooShort') return t('errors.tooShort', { min: field === 'label' ? SHORT_STRING_MIN_LENGTH : NAME_MIN_LENGTH });
    if (code === 'tooLong') return t('errors.tooLong', { max: LIMITS[field] ?? FIELD_LIMITS.message });
    if (code === 'phone' || code === 'postcode' || code === 'country' || code === 'county' || code === 'vatNumber') return t(`errors.${code}`);
    if (code === 'phoneRequired') return t('phoneOrCellphone');
    return t('errors.required');
  };
  const errorOf = (field: AddressBookField): string | null => {
    const code = errors[field];
    return code && (submitted || shown.has(field) || serverErrors[field]) ? textOf(field, code) : null;
  };
  const blur = (field: AddressBookField) => setShown((previous) => new Set(previous).add(field));
  const change = (patch: Partial<AddressBookInput>) => setInput((previous) => ({ ...previous, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(addressBookErrors(input, rules)).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    onSubmit(input);
  };

  const listed = submitted
    ? FIELD_ORDER.flatMap((field) => {
        const code = errors[field];
        return code ? [{ id: addressFieldId(field), text: `${labelOf(field)}: ${textOf(field, code)}` }] : [];
      })
    : [];

  function labelOf(field: AddressBookField): string {
    if (field === 'title') return t('titleField');
    if (field === 'countryId') return t('country');
    return t(field);
  }

  const text = (field: 'label' | 'company' | 'vatNumber' | 'addressExtra' | 'phone' | 'cellphone', token: string, options: { required?: boolean; hint?: string; type?: 'tel' } = {}) => (
    <InputField
      id={addressFieldId(field)}
      label={labelOf(field)}
      required={options.required}
      optionalLabel={options.required ? undefined : t('optional')}
      hint={options.hint}
      error={errorOf(field)}
      value={input[field]}
      onChange={(value) => change({ [field]: value })}
      onBlur={() => blur(field)}
      autoComplete={token}
      type={options.type}
      maxLength={LIMITS[field]}
    />
  );

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={submit} noValidate aria-labelledby="address-form-heading" data-testid="address-form">
      <h2 id="address-form-heading">{heading}</h2>
      <ErrorList title={t('errorSummary')} errors={listed} summaryRef={summaryRef} />
      {text('label', 'off', { hint: t('labelHint') })}
      <div className={styles.row}>
        <SelectField
          id={addressFieldId('title')}
          label={t('titleField')}
          error={errorOf('title')}
          value={input.title}
          options={salutations}
          onChange={(value) => change({ title: salutationOfValue(value) })}
          onBlur={() => blur('title')}
          autoComplete="honorific-prefix"
        />
      </div>
      <AddressFields
        scheme={{ idPrefix: 'address-', namePrefix: 'address-', rowClass: styles.row, zipRowClass: styles.row }}
        label={t}
        choose={t('choose')}
        value={input}
        countries={countries}
        counties={counties}
        numericZip
        onChange={change}
        onCountry={(countryId) => change({ countryId, county: '' })}
        onBlur={blur}
        errorOf={errorOf}
        afterNames={
          <div className={styles.row}>
            {text('company', 'organization')}
            {rules.business ? text('vatNumber', 'off') : null}
          </div>
        }
        secondLine={text('addressExtra', 'address-line2')}
      />
      <div className={styles.row}>
        {text('phone', 'tel', { required: rules.phoneRequired && input.cellphone.trim() === '', hint: rules.phoneRequired ? t('phoneOrCellphone') : t('phoneHint'), type: 'tel' })}
        {text('cellphone', 'tel', { type: 'tel' })}
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="address-isDefault" checked={input.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} />
        {t('isDefault')}
      </label>
      <div className={styles.actions}>
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? t('saving') : t('save')}
        </BusyButton>
        <BusyButton type="button" className="button button-secondary" onClick={onCancel} busy={busy}>
          {t('cancel')}
        </BusyButton>
      </div>
    </form>
  );
}
