'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FIELD_LIMITS, POSTCODE_PATTERNS } from '@/lib/address/address-rules';
import { type AddressFieldName, type AddressInput, type AddressKind, type FieldName } from '@/lib/checkout/address-step-rules';
import type { CheckoutCountry } from '@/lib/checkout/country-change';
import type { AddressCounty } from '@/lib/address/counties';
import { AddressFields } from '@/components/address/address-fields';
import { FieldLabel, FieldNotes, TextField, fieldAria } from './text-field';
import styles from './checkout.module.css';
import { salutationOfValue } from '@/lib/address/salutation';
import { useSalutationOptions } from '@/components/forms/use-salutation-options';

type Props = {
  kind: AddressKind;
  address: AddressInput;
  /** Invoice address of a business customer: company and VAT number, no salutation. */
  business: boolean;
  countries: CheckoutCountry[];
  /** The backend's Romanian counties, offered in a select for a Romanian address. */
  counties: AddressCounty[];
  onChange: (patch: Partial<AddressInput>) => void;
  onCountry: (countryId: number) => void;
  onBlur: (field: FieldName) => void;
  errorOf: (field: FieldName) => string | null;
  /** The question shown under the country select when a change of country must be confirmed first. */
  countryQuestion: ReactNode;
};

/**
 * One address of the checkout, each field with its `billing …` or `shipping …` autocomplete token: salutation (or a
 * business customer's company and VAT number), then the shared address fields (components/address/address-fields.tsx)
 * with the delivery address's optional company, address line 2 behind a link, and a numeric keyboard for the postcode
 * of the shop countries.
 */
export function CheckoutAddressFields({ kind, address, business, countries, counties, onChange, onCountry, onBlur, errorOf, countryQuestion }: Props) {
  const t = useTranslations('Checkout');
  const section = kind === 'invoice' ? 'billing' : 'shipping';
  const name = (field: AddressFieldName): FieldName => `${kind}.${field}`;
  const [showExtra, setShowExtra] = useState(address.addressExtra !== '');
  const extraRef = useRef<HTMLDivElement>(null);
  const country = countries.find((candidate) => candidate.id === address.countryId);
  const companyFields = kind === 'invoice' && business;

  const text = (field: 'company' | 'vatNumber' | 'addressExtra', label: string, token: string, options: { required?: boolean; optional?: boolean; hint?: string; limit: number }) => (
    <TextField
      field={name(field)}
      label={label}
      required={options.required}
      optionalLabel={options.optional ? t('optional') : undefined}
      hint={options.hint}
      error={errorOf(name(field))}
      value={address[field]}
      onChange={(value) => onChange({ [field]: value })}
      onBlur={() => onBlur(name(field))}
      autoComplete={token === 'off' ? 'off' : `${section} ${token}`}
      maxLength={options.limit}
      spellCheck={false}
    />
  );

  const salutation = name('salutation');
  const salutations = useSalutationOptions();
  return (
    <>
      {companyFields ? (
        <div className={styles.row}>
          {text('company', t('company'), 'organization', { required: true, limit: FIELD_LIMITS.company })}
          {text('vatNumber', t('vatNumber'), 'off', { optional: true, hint: t('vatNumberHint'), limit: FIELD_LIMITS.vatNumber })}
        </div>
      ) : (
        <div className={`${styles.field} ${styles.narrow}`}>
          <FieldLabel field={salutation} label={t('salutation')} />
          <select
            {...fieldAria(salutation, false, errorOf(salutation))}
            name={salutation}
            autoComplete={`${section} honorific-prefix`}
            value={address.salutation}
            onChange={(event) => onChange({ salutation: salutationOfValue(event.target.value) })}
            onBlur={() => onBlur(salutation)}
          >
            {salutations.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldNotes field={salutation} error={errorOf(salutation)} />
        </div>
      )}
      <AddressFields
        scheme={{
          idPrefix: `checkout-${kind}-`,
          namePrefix: `${kind}.`,
          section,
          rowClass: styles.row,
          zipRowClass: `${styles.row} ${styles.rowZip}`,
          textClass: styles.field,
          selectClasses: styles,
          autoCorrectOff: true,
        }}
        label={t}
        choose={t('salutationChoose')}
        streetHint={t('streetHint', { country: country?.iso ?? '' })}
        value={address}
        countries={countries}
        counties={counties}
        numericZip={country !== undefined && country.iso in POSTCODE_PATTERNS}
        onChange={onChange}
        onCountry={onCountry}
        onBlur={(field) => onBlur(name(field))}
        errorOf={(field) => errorOf(name(field))}
        afterNames={!companyFields && kind === 'delivery' ? text('company', t('company'), 'organization', { optional: true, limit: FIELD_LIMITS.company }) : null}
        secondLine={
          showExtra ? (
            <div ref={extraRef}>{text('addressExtra', t('addressExtra'), 'address-line2', { optional: true, limit: FIELD_LIMITS.addressExtra })}</div>
          ) : (
            <p className={styles.note}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setShowExtra(true);
                  requestAnimationFrame(() => extraRef.current?.querySelector('input')?.focus());
                }}
              >
                {t('addressExtraAdd')}
              </button>
            </p>
          )
        }
      />
      {countryQuestion}
    </>
  );
}
