'use client';

import { useMemo, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { addressStepErrors, deliveryCountryOf, emptyAddress, type AddressInput, type AddressKind, type AddressStepInput, type FieldName } from '@/lib/checkout/address-step-rules';
import { FIELD_LIMITS, ROMANIA_ISO, type FieldError } from '@/lib/address/address-rules';
import { loginPathFor } from '@/lib/account/last-location';
import { checkoutApi } from '@/lib/checkout/checkout-client';
import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { countryQuestion, siteCountryUpdate, type CheckoutCountry } from '@/lib/checkout/country-change';
import { countyForCountryChange, type AddressCounty } from '@/lib/address/counties';
import { CheckoutAddressFields } from './checkout-address-fields';
import type { CheckoutRules } from './checkout-view';
import { ErrorSummary } from './error-summary';
import { SavedAddressPicker, savedAddressIdOf, type CheckoutCustomer } from './saved-address-picker';
import { TextField } from './text-field';
import { fieldId, useFieldText } from './use-field-text';
import { useStepSave } from './use-step-save';
import styles from './checkout.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  draft: AddressStepInput;
  setDraft: Dispatch<SetStateAction<AddressStepInput>>;
  countries: CheckoutCountry[];
  counties: AddressCounty[];
  rules: CheckoutRules;
  freight: boolean;
  /** Whether the delivery country has a pickup centre: only then does the phone's hint speak of one. */
  pickup: boolean;
  siteCountryId: number;
  setSiteCountry: (countryId: number, taxTitle: string) => void;
  onSaved: (state: CheckoutState) => void;
  /** A logged-in customer: the e-mail is the account's, saved addresses can be picked (ADR 0029). */
  customer: CheckoutCustomer | null;
};

/** A change of the delivery country waiting for the shopper's answer (S4-58), and where it was asked. */
type Pending = { next: AddressStepInput; countryId: number; title: string; origin: AddressKind | 'toggle' };

/**
 * Step 1: contact e-mail and phone (with the reason it is asked), the invoice address, 'deliver to a different
 * address' with its own address, and the business customer's company and VAT number. Fields are checked when left
 * and all at once on submit (a summary announced to screen readers lists every error); the storefront checks them
 * again, and its refusals never clear the form. Changing the delivery country to another than the site's asks first.
 */
export function AddressStep({ headingRef, draft, setDraft, countries, counties, rules, freight, pickup, siteCountryId, setSiteCountry, onSaved, customer }: Props) {
  const t = useTranslations('Checkout');
  const fieldText = useFieldText();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [countryFailed, setCountryFailed] = useState(false);
  const { saving, failure, summaryRef, failureRef, start, showSummary, save } = useStepSave(onSaved);

  const context = useMemo(
    () => ({
      countries: countries.map((country) => ({ id: country.id, iso: country.iso })),
      phonePattern: rules.phonePattern,
      phoneConfigRequired: rules.phoneConfigRequired,
      freight,
      countyCodes: counties.map((county) => county.code),
    }),
    [countries, counties, rules, freight],
  );
  const errors = useMemo(() => addressStepErrors(draft, context), [draft, context]);
  const errorCode = (field: FieldName): FieldError | string | null => {
    const own = submitted || touched.has(field) ? errors[field] : undefined;
    return own ?? serverErrors[field] ?? null;
  };
  const errorOf = (field: FieldName): string | null => {
    const code = errorCode(field);
    return code ? fieldText(field, code) : null;
  };
  const blur = (field: FieldName) => setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
  const clearServer = (fields: string[]) =>
    setServerErrors((before) => (fields.some((field) => field in before) ? Object.fromEntries(Object.entries(before).filter(([field]) => !fields.includes(field))) : before));

  const change = (patch: Partial<AddressStepInput>) => {
    setDraft((before) => ({ ...before, ...patch }));
    clearServer(Object.keys(patch));
  };
  const changeAddress = (kind: AddressKind) => (patch: Partial<AddressInput>) => {
    setDraft((before) => ({ ...before, [kind]: { ...before[kind], ...patch } }));
    clearServer(Object.keys(patch).map((field) => `${kind}.${field}`));
  };

  /** A draft whose delivery country would change: asked first when that is not the site country (S4-58). */
  const proposeDelivery = (next: AddressStepInput, origin: Pending['origin']) => {
    const before = deliveryCountryOf(draft);
    const after = deliveryCountryOf(next);
    const question = countryQuestion(siteCountryId, after, countries);
    setCountryFailed(false);
    if (after === before || question.kind === 'none') {
      setDraft(next);
      return;
    }
    setPending({ next, countryId: question.countryId, title: question.title, origin });
  };
  const changeCountry = (kind: AddressKind) => (countryId: number) => {
    clearServer([`${kind}.countryId`, `${kind}.zipcode`, `${kind}.county`]);
    const romanian = countries.some((country) => country.id === countryId && country.iso === ROMANIA_ISO);
    const county = romanian ? countyForCountryChange(draft[kind].zipcode, draft[kind].county, counties) : draft[kind].county;
    proposeDelivery({ ...draft, [kind]: { ...draft[kind], countryId, county } }, kind);
  };
  /** A saved address picked (or 'new address': an empty one in the same country). */
  const pickSaved = (kind: AddressKind) => (address: AddressInput | null) => {
    clearServer(Object.keys(draft[kind]).map((field) => `${kind}.${field}`));
    proposeDelivery({ ...draft, [kind]: address ?? emptyAddress(draft[kind].countryId) }, kind);
  };
  const answer = (accepted: boolean) => {
    if (!pending) return;
    const update = siteCountryUpdate(pending.countryId, accepted, countries);
    if (update.kind === 'update') {
      setSiteCountry(update.countryId, update.taxTitle);
      setDraft(pending.next);
    } else if (update.kind === 'failed') {
      setCountryFailed(true);
    }
    const origin = pending.origin;
    setPending(null);
    requestAnimationFrame(() => document.getElementById(origin === 'toggle' ? 'checkout-deliveryDiffers' : fieldId(`${origin}.countryId`))?.focus());
  };

  const currentTitle = countries.find((country) => country.id === siteCountryId)?.title ?? '';
  const question = (origin: Pending['origin']) =>
    pending && pending.origin === origin ? (
      <div className={styles.question} role="group" aria-labelledby="checkout-country-question">
        <p id="checkout-country-question">{t('countryQuestion', { country: pending.title })}</p>
        <div className={styles.actions}>
          <button type="button" className="button" autoFocus onClick={() => answer(true)}>
            {t('countryYes', { country: pending.title })}
          </button>
          <button type="button" className="button button-secondary" onClick={() => answer(false)}>
            {t('countryNo', { current: currentTitle })}
          </button>
        </div>
      </div>
    ) : countryFailed && origin !== 'toggle' ? (
      <p className={styles.error} role="alert">
        {t('countryUpdateFailed')}
      </p>
    ) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!start()) return;
    setSubmitted(true);
    if (pending) return;
    if (Object.keys(errors).length > 0) {
      showSummary();
      return;
    }
    await save(() => checkoutApi.saveAddress(draft), setServerErrors);
  };

  const listed = submitted
    ? ([...new Set([...Object.keys(errors), ...Object.keys(serverErrors)])] as FieldName[]).flatMap((field) => {
        const text = errorOf(field);
        return text ? [{ field, text }] : [];
      })
    : [];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="checkout-step-heading" aria-busy={saving}>
      <div className={styles.stepHead}>
        <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t('steps.address')}
        </h2>
        <p className={styles.note}>{t('requiredNote')}</p>
      </div>
      <ErrorSummary ref={summaryRef} title={t('errorSummary', { count: listed.length })} errors={listed} labelOf={(field) => labelOf(t, field)} />
      {failure ? (
        <p ref={failureRef} tabIndex={-1} className={styles.alert} role="alert">
          {t(`reason.${failure}`, { titles: '', country: '' })}
        </p>
      ) : null}

      {customer ? null : (
        <p className={styles.info} data-testid="checkout-login">
          {t('existingCustomer')}{' '}
          <Link href={loginPathFor('/checkout')} prefetch={false}>
            {t('existingCustomerLogin')}
          </Link>{' '}
          {t('existingCustomerNote')}
        </p>
      )}
      <fieldset className={styles.section}>
        <legend>{t('contactHeading')}</legend>
        {customer ? (
          <p data-testid="checkout-customer-email">{customer.texts.orderingAs}</p>
        ) : null}
        <div className={styles.row}>
          {customer ? null : (
            <TextField
              field="email"
              label={t('email')}
              required
              type="email"
              hint={t('emailHint')}
              error={errorOf('email')}
              value={draft.email}
              onChange={(email) => change({ email })}
              onBlur={() => blur('email')}
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              spellCheck={false}
            />
          )}
          <TextField
            field="phone"
            label={t('phone')}
            required={rules.phoneConfigRequired || freight}
            optionalLabel={rules.phoneConfigRequired || freight ? undefined : t('optional')}
            type="tel"
            hint={t('phoneHint', { pickup: pickup ? 'yes' : 'no' })}
            error={errorOf('phone')}
            value={draft.phone}
            onChange={(phone) => change({ phone })}
            onBlur={() => blur('phone')}
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone}
          />
        </div>
        <div className={styles.check}>
          <input id="checkout-business" type="checkbox" checked={draft.business} onChange={(event) => change({ business: event.target.checked })} />
          <label htmlFor="checkout-business">{t('business')}</label>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('invoiceHeading')}</legend>
        {customer ? <SavedAddressPicker kind="invoice" customer={customer} initialId={savedAddressIdOf(draft.invoice, customer)} onPick={pickSaved('invoice')} /> : null}
        <CheckoutAddressFields
          kind="invoice"
          address={draft.invoice}
          business={draft.business}
          countries={countries}
          counties={counties}
          onChange={changeAddress('invoice')}
          onCountry={changeCountry('invoice')}
          onBlur={blur}
          errorOf={errorOf}
          countryQuestion={question('invoice')}
        />
      </fieldset>

      <div className={styles.section}>
        <div className={styles.check}>
          <input
            id="checkout-deliveryDiffers"
            type="checkbox"
            checked={draft.deliveryDiffers}
            aria-controls="checkout-delivery-address"
            aria-expanded={draft.deliveryDiffers}
            onChange={(event) =>
              proposeDelivery(
                {
                  ...draft,
                  deliveryDiffers: event.target.checked,
                  delivery: event.target.checked && draft.delivery.street === '' ? emptyAddress(draft.invoice.countryId) : draft.delivery,
                },
                'toggle',
              )
            }
          />
          <label htmlFor="checkout-deliveryDiffers">{t('deliveryDiffers')}</label>
        </div>
        {question('toggle')}
        {draft.deliveryDiffers ? (
          <fieldset id="checkout-delivery-address" className={styles.section}>
            <legend>{t('deliveryHeading')}</legend>
            {customer ? <SavedAddressPicker kind="delivery" customer={customer} initialId={savedAddressIdOf(draft.delivery, customer)} onPick={pickSaved('delivery')} /> : null}
            <CheckoutAddressFields
              kind="delivery"
              address={draft.delivery}
              business={false}
              countries={countries}
              counties={counties}
              onChange={changeAddress('delivery')}
              onCountry={changeCountry('delivery')}
              onBlur={blur}
              errorOf={errorOf}
              countryQuestion={question('delivery')}
            />
          </fieldset>
        ) : null}
      </div>

      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <Link href="/cart">{t('backToCart')}</Link>
        <BusyButton type="submit" className="button" busy={saving}>
          {saving ? t('saving') : t('toShipping')}
        </BusyButton>
      </div>
    </form>
  );
}

/** The label of a field in the error summary ('Invoice address: Postal code'). */
function labelOf(t: ReturnType<typeof useTranslations<'Checkout'>>, field: string): string {
  const [kind, name] = field.includes('.') ? field.split('.') : [null, field];
  const labels: Record<string, string> = {
    email: t('email'),
    phone: t('phone'),
    salutation: t('salutation'),
    firstname: t('firstname'),
    lastname: t('lastname'),
    company: t('company'),
    vatNumber: t('vatNumber'),
    street: t('street'),
    addressExtra: t('addressExtra'),
    zipcode: t('zipcode'),
    city: t('city'),
    countryId: t('country'),
    county: t('county'),
  };
  const label = labels[name ?? field] ?? field;
  if (kind === 'invoice') return `${t('invoiceHeading')}: ${label}`;
  if (kind === 'delivery') return `${t('deliveryHeading')}: ${label}`;
  return label;
}
