'use client';

import type { ReactNode } from 'react';
import { FIELD_LIMITS, ROMANIA_ISO, type AddressFields as AddressValues } from '@/lib/address/address-rules';
import { countyAfterPostcode, type AddressCounty } from '@/lib/address/counties';
import { FieldLabelOf, FieldNotesOf, fieldAriaOf } from '@/components/forms/field-parts';
import { InputField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/form-field.module.css';

/** The fields both address forms lay out alike: names, street, postcode and city, country and (Romania) county. */
export type SharedAddressField = 'firstname' | 'lastname' | 'street' | 'zipcode' | 'city' | 'countryId' | 'county';
export type SharedAddressValues = Pick<AddressValues, SharedAddressField>;

/** The labels the fields share with the rest of their form, under the same keys in both namespaces (Checkout, AddressBook). */
type LabelKey = 'firstname' | 'lastname' | 'street' | 'zipcode' | 'city' | 'country' | 'county';

/** How a form names and dresses its fields: the journeys and the HTTP tier select by these ids and names. */
export type AddressFieldsScheme = {
  /** `checkout-invoice-` (checkout) or `address-` (address book): the id is the prefix and the field. */
  idPrefix: string;
  /** `invoice.` (checkout) or `address-` (address book). */
  namePrefix: string;
  /** The autocomplete section (`billing address-line1`); none in the address book, which holds both kinds. */
  section?: 'billing' | 'shipping';
  /** Class of a row of two fields and of the postcode/city row. */
  rowClass: string | undefined;
  zipRowClass: string | undefined;
  /** Layout class added to each text field, and the classes of the selects (the shop's form field by default). */
  textClass?: string;
  selectClasses?: { field?: string; optional?: string; hint?: string; error?: string };
  autoCorrectOff?: boolean;
};

type Props = {
  scheme: AddressFieldsScheme;
  /** The form's translator (its namespace names these labels alike). */
  label: (key: LabelKey) => string;
  /** The empty option of the county select, and of the country select while the country is none of the list. */
  choose: string;
  /** Shown under the street (the checkout's house-number hint). */
  streetHint?: string;
  value: SharedAddressValues;
  countries: readonly { id: number; iso: string; title: string }[];
  counties: readonly AddressCounty[];
  /** A numeric keyboard for the postcode. */
  numericZip: boolean;
  onChange: (patch: Partial<SharedAddressValues>) => void;
  /** A chosen country; the form decides what else changes (the checkout may ask first, the address book drops the county). */
  onCountry: (countryId: number) => void;
  onBlur: (field: SharedAddressField) => void;
  errorOf: (field: SharedAddressField) => string | null;
  /** What the form shows between the names and the street (company, VAT number). */
  afterNames?: ReactNode;
  /** The second address line (a field, or the checkout's link that opens it). */
  secondLine: ReactNode;
};

/**
 * The address fields the checkout's address step and the address book's form share, in their order: first and last
 * name, street and house number, the form's second line, postcode and city, country and for a Romanian address the
 * county (județ), chosen from the backend's list and prefilled from the postcode's first two digits until the shopper
 * chooses one. Each form keeps what only it has (salutation or label and title, company, phones, default flag).
 */
export function AddressFields({ scheme, label, choose, streetHint, value, countries, counties, numericZip, onChange, onCountry, onBlur, errorOf, afterNames, secondLine }: Props) {
  const country = countries.find((candidate) => candidate.id === value.countryId);
  const romanian = country?.iso === ROMANIA_ISO;
  const id = (field: SharedAddressField) => `${scheme.idPrefix}${field}`;
  const name = (field: SharedAddressField) => `${scheme.namePrefix}${field}`;
  const autoComplete = (token: string) => (scheme.section ? `${scheme.section} ${token}` : token);
  const selectClasses = scheme.selectClasses ?? formStyles;

  const text = (field: 'firstname' | 'lastname' | 'street' | 'zipcode' | 'city', token: string, limit: number, options: { hint?: string; numeric?: boolean } = {}) => (
    <InputField
      id={id(field)}
      name={name(field)}
      label={label(field)}
      required
      hint={options.hint}
      error={errorOf(field)}
      className={scheme.textClass}
      value={value[field]}
      onChange={(next) => onChange(field === 'zipcode' && romanian ? { zipcode: next, county: countyAfterPostcode(value.zipcode, next, value.county, counties) } : { [field]: next })}
      onBlur={() => onBlur(field)}
      autoComplete={autoComplete(token)}
      inputMode={options.numeric ? 'numeric' : undefined}
      maxLength={limit}
      autoCorrect={scheme.autoCorrectOff ? 'off' : undefined}
    />
  );

  const select = (field: 'countryId' | 'county', text: string, token: string, current: string | number, change: (next: string) => void, options: ReactNode) => (
    <div className={selectClasses.field}>
      <FieldLabelOf id={id(field)} label={text} required optionalClass={selectClasses.optional} />
      <select
        {...fieldAriaOf(id(field), false, errorOf(field))}
        name={name(field)}
        required
        autoComplete={autoComplete(token)}
        value={current}
        onChange={(event) => change(event.target.value)}
        onBlur={() => onBlur(field)}
      >
        {options}
      </select>
      <FieldNotesOf id={id(field)} error={errorOf(field)} hintClass={selectClasses.hint} errorClass={selectClasses.error} />
    </div>
  );

  return (
    <>
      <div className={scheme.rowClass}>
        {text('firstname', 'given-name', FIELD_LIMITS.name)}
        {text('lastname', 'family-name', FIELD_LIMITS.name)}
      </div>
      {afterNames}
      {text('street', 'address-line1', FIELD_LIMITS.street, { hint: streetHint })}
      {secondLine}
      <div className={scheme.zipRowClass}>
        {text('zipcode', 'postal-code', FIELD_LIMITS.zipcode, { numeric: numericZip })}
        {text('city', 'address-level2', FIELD_LIMITS.city)}
      </div>
      <div className={scheme.rowClass}>
        {select('countryId', label('country'), 'country', value.countryId, (next) => onCountry(Number(next)), (
          <>
            {country ? null : <option value={value.countryId}>{choose}</option>}
            {countries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </>
        ))}
        {romanian
          ? select('county', label('county'), 'address-level1', value.county, (next) => onChange({ county: next }), (
              <>
                <option value="">{choose}</option>
                {counties.map((county) => (
                  <option key={county.code} value={county.code}>
                    {county.title}
                  </option>
                ))}
              </>
            ))
          : null}
      </div>
    </>
  );
}
