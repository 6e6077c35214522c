'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FIELD_LIMITS, POSTCODE_PATTERNS, ROMANIA_ISO } from '@/lib/address/address-rules';
import { type AddressFieldName, type AddressInput, type AddressKind, type FieldName } from '@/lib/checkout/address-step-rules';
import type { CheckoutCountry } from '@/lib/checkout/country-change';
import { countyAfterPostcode, type AddressCounty } from '@/lib/address/counties';
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
 * The fields of one address, each with its `billing …` or `shipping …` autocomplete token: salutation, names, company
 * (business), street and house number in one line, address line 2 behind a link, postal code (numeric keyboard for the
 * shop countries), city, country, and for a Romanian address the county (județ), chosen from the backend's list and
 * prefilled from the postcode's first two digits until the shopper chooses one.
 */
export function AddressFields({ kind, address, business, countries, counties, onChange, onCountry, onBlur, errorOf, countryQuestion }: Props) {
  const t = useTranslations('Checkout');
  const section = kind === 'invoice' ? 'billing' : 'shipping';
  const name = (field: AddressFieldName): FieldName => `${kind}.${field}`;
  const [showExtra, setShowExtra] = useState(address.addressExtra !== '');
  const extraRef = useRef<HTMLDivElement>(null);
  const country = countries.find((candidate) => candidate.id === address.countryId);
  const companyFields = kind === 'invoice' && business;

  const text = (field: AddressFieldName, label: string, token: string, options: { required?: boolean; optional?: boolean; hint?: string; limit: number; numeric?: boolean; className?: string }) => (
    <TextField
      field={name(field)}
      label={label}
      required={options.required}
      optionalLabel={options.optional ? t('optional') : undefined}
      hint={options.hint}
      error={errorOf(name(field))}
      className={options.className}
      value={String(address[field])}
      onChange={(value) =>
        onChange(field === 'zipcode' && country?.iso === ROMANIA_ISO ? { zipcode: value, county: countyAfterPostcode(address.zipcode, value, address.county, counties) } : { [field]: value })
      }
      onBlur={() => onBlur(name(field))}
      autoComplete={token === 'off' ? 'off' : `${section} ${token}`}
      inputMode={options.numeric ? 'numeric' : undefined}
      maxLength={options.limit}
      spellCheck={false}
    />
  );

  const salutation = name('salutation');
  const salutations = useSalutationOptions();
  const countryField = name('countryId');
  const countyField = name('county');
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
      <div className={styles.row}>
        {text('firstname', t('firstname'), 'given-name', { required: true, limit: FIELD_LIMITS.name })}
        {text('lastname', t('lastname'), 'family-name', { required: true, limit: FIELD_LIMITS.name })}
      </div>
      {!companyFields && kind === 'delivery' ? text('company', t('company'), 'organization', { optional: true, limit: FIELD_LIMITS.company }) : null}
      {text('street', t('street'), 'address-line1', { required: true, hint: t('streetHint', { country: country?.iso ?? '' }), limit: FIELD_LIMITS.street })}
      {showExtra ? (
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
      )}
      <div className={`${styles.row} ${styles.rowZip}`}>
        {text('zipcode', t('zipcode'), 'postal-code', { required: true, limit: FIELD_LIMITS.zipcode, numeric: country !== undefined && country.iso in POSTCODE_PATTERNS })}
        {text('city', t('city'), 'address-level2', { required: true, limit: FIELD_LIMITS.city })}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <FieldLabel field={countryField} label={t('country')} required />
          <select
            {...fieldAria(countryField, false, errorOf(countryField))}
            name={countryField}
            required
            autoComplete={`${section} country`}
            value={address.countryId}
            onChange={(event) => onCountry(Number(event.target.value))}
            onBlur={() => onBlur(countryField)}
          >
            {country ? null : <option value={address.countryId}>{t('salutationChoose')}</option>}
            {countries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
          <FieldNotes field={countryField} error={errorOf(countryField)} />
        </div>
        {country?.iso === ROMANIA_ISO ? (
          <div className={styles.field}>
            <FieldLabel field={countyField} label={t('county')} required />
            <select
              {...fieldAria(countyField, false, errorOf(countyField))}
              name={countyField}
              required
              autoComplete={`${section} address-level1`}
              value={address.county}
              onChange={(event) => onChange({ county: event.target.value })}
              onBlur={() => onBlur(countyField)}
            >
              <option value="">{t('salutationChoose')}</option>
              {counties.map((county) => (
                <option key={county.code} value={county.code}>
                  {county.title}
                </option>
              ))}
            </select>
            <FieldNotes field={countyField} error={errorOf(countyField)} />
          </div>
        ) : null}
      </div>
      {countryQuestion}
    </>
  );
}
