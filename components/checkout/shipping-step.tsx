'use client';

import { useState, type Dispatch, type FormEvent, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useCartActions } from '@/components/cart/use-cart-actions';
import { useCartMoney } from '@/components/cart/use-cart-money';
import { FIELD_LIMITS, phoneError } from '@/lib/address/address-rules';
import { checkoutApi } from '@/lib/checkout/checkout-client';
import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { choosePickupCentre, shownDeliveryMethods } from '@/lib/checkout/delivery-choice';
import type { CheckoutRules } from './checkout-view';
import { DeliveryWindowText } from '@/components/delivery/delivery-window-text';
import { ErrorSummary } from './error-summary';
import { FieldLabel, FieldNotes, TextField, fieldAria } from './text-field';
import { useFieldText } from './use-field-text';
import { useStepSave } from './use-step-save';
import styles from './checkout.module.css';
import { BusyButton } from '@/components/forms/busy-button';

/** The shipping step as the shopper picks it (saved with 'continue'). */
export type ShippingDraft = {
  deliveryModuleId: number | null;
  pickupCentreId: number | null;
  paymentModuleId: number | null;
  message: string;
  completeDelivery: boolean;
  phone: string;
};

/** The draft of a (new) checkout view: its selected methods (S4-20..S4-22), the shopper's text kept from before. */
export function shippingDraftOf(state: CheckoutState, before: ShippingDraft | null): ShippingDraft {
  const payments = state.paymentMethods?.options ?? [];
  const keptPayment = before && payments.some((method) => method.id === before.paymentModuleId) ? before.paymentModuleId : null;
  return {
    deliveryModuleId: state.deliveryMethods?.selectedId ?? null,
    pickupCentreId: choosePickupCentre(state.pickupCentres, state.shipping?.pickupCentreId ?? before?.pickupCentreId ?? null),
    paymentModuleId: state.paymentMethods?.selectedId ?? keptPayment,
    message: before?.message ?? state.shipping?.message ?? '',
    completeDelivery: before?.completeDelivery ?? state.shipping?.completeDelivery ?? false,
    phone: state.contact?.phone ?? before?.phone ?? '',
  };
}

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  state: CheckoutState;
  draft: ShippingDraft;
  setDraft: Dispatch<SetStateAction<ShippingDraft>>;
  countryName: string;
  rules: CheckoutRules;
  paymentCancelled: boolean;
  onSaved: (state: CheckoutState) => void;
  onBack: () => void;
  onCouponApplied: () => Promise<void>;
};

type StepField = 'deliveryModuleId' | 'pickupCentreId' | 'paymentModuleId' | 'phone' | 'message';

/**
 * Step 2: the delivery method of the delivery country (postage and expected delivery window of each; local pickup
 * with its centre, shown only where there is a centre to pick up from; the freight forwarder's surcharge explained for
 * bulky items; undeliverable lines listed), the payment method (logo, how it works, its conditions), a coupon, a
 * message and the complete-delivery choice.
 */
export function ShippingStep({ headingRef, state, draft, setDraft, countryName, rules, paymentCancelled, onSaved, onBack, onCouponApplied }: Props) {
  const t = useTranslations('Checkout');
  const fieldText = useFieldText();
  const money = useCartMoney(state.cart);
  const cartActions = useCartActions();
  const [errors, setErrors] = useState<Partial<Record<StepField, string>>>({});
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const { saving, failure, summaryRef, failureRef, start, showSummary, save } = useStepSave(onSaved);

  const delivery = state.deliveryMethods;
  const deliveryOptions = shownDeliveryMethods(delivery?.options ?? [], state.pickupCentres.length);
  const payment = state.paymentMethods;
  const selected = deliveryOptions.find((option) => option.id === draft.deliveryModuleId) ?? null;
  const pickup = selected?.pickup === true;
  const freight = state.freightTitles.length > 0 && selected !== null && !pickup;
  const undeliverable = state.cart.lines.filter((line) => line.undeliverable);
  const unavailable = !delivery || !payment || delivery.unavailable || payment.unavailable;

  const update = (patch: Partial<ShippingDraft>, fields: StepField[]) => {
    setDraft((before) => ({ ...before, ...patch }));
    setErrors((before) => Object.fromEntries(Object.entries(before).filter(([field]) => !fields.includes(field as StepField))));
  };

  const check = (): Partial<Record<StepField, string>> => {
    const found: Partial<Record<StepField, string>> = {};
    if (selected === null) found.deliveryModuleId = t('errors.delivery');
    if (pickup && !state.pickupCentres.some((centre) => centre.id === draft.pickupCentreId)) found.pickupCentreId = fieldText('pickupCentreId', 'required');
    if (pickup) {
      const phone = phoneError(draft.phone, { configRequired: rules.phoneConfigRequired, pickup: true, freight: false }, rules.phonePattern);
      if (phone) found.phone = fieldText('phone', phone);
    }
    if (!payment?.options.some((method) => method.id === draft.paymentModuleId)) found.paymentModuleId = t('errors.payment');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!start()) return;
    const found = check();
    setErrors(found);
    const { deliveryModuleId, paymentModuleId } = draft;
    if (Object.keys(found).length > 0 || deliveryModuleId === null || paymentModuleId === null) {
      showSummary();
      return;
    }
    const input = {
      deliveryModuleId,
      pickupCentreId: pickup ? draft.pickupCentreId : null,
      paymentModuleId,
      message: draft.message,
      completeDelivery: draft.completeDelivery,
      ...(pickup ? { phone: draft.phone } : {}),
    };
    await save(
      () => checkoutApi.saveShipping(input),
      (fields) => setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, fieldText(field, code)]))),
    );
  };

  const applyCoupon = async () => {
    const code = coupon.trim();
    if (code === '') {
      setCouponError(t('couponInvalid'));
      return;
    }
    const result = await cartActions.applyCoupon(code);
    if (!result.ok) {
      // S8-30: an invalid code says so; anything else is the general error.
      setCouponError(result.error === 'coupon-invalid' ? t('couponInvalid') : t('reason.checkout-unavailable'));
      return;
    }
    setCouponError(null);
    setCoupon('');
    await onCouponApplied();
  };
  const couponKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void applyCoupon();
  };

  const listed = (Object.entries(errors) as [StepField, string][]).map(([field, text]) => ({ field, text }));
  const labels: Record<StepField, string> = {
    deliveryModuleId: t('deliveryMethodHeading'),
    pickupCentreId: t('pickupCentre'),
    paymentModuleId: t('paymentMethodHeading'),
    phone: t('phone'),
    message: t('messageLabel'),
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="checkout-step-heading" aria-busy={saving}>
      <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('steps.shipping')}
      </h2>
      {paymentCancelled ? (
        <p className={styles.alert} role="alert" data-testid="payment-cancelled">
          {t('paymentCancelled')}
        </p>
      ) : null}
      <ErrorSummary ref={summaryRef} title={t('errorSummary', { count: listed.length })} errors={listed} labelOf={(field) => labels[field as StepField] ?? field} />
      {failure ? (
        <p ref={failureRef} tabIndex={-1} className={styles.alert} role="alert">
          {t(`reason.${failure}`, { titles: '', country: countryName })}
          {failure === 'session-expired' || failure === 'address-missing' ? (
            <>
              {' '}
              <button type="button" className="link-button" onClick={onBack}>
                {t('toAddress')}
              </button>
            </>
          ) : null}
        </p>
      ) : null}

      {unavailable ? (
        <p className={styles.alert} role="alert">
          {t('methodsUnavailable')}
        </p>
      ) : null}

      <fieldset className={styles.section} aria-describedby={errors.deliveryModuleId ? 'checkout-deliveryModuleId-error' : undefined}>
        <legend id="checkout-deliveryModuleId">{t('deliveryMethodHeading')}</legend>
        <p className={styles.note}>{t('deliveryTo', { country: countryName })}</p>
        {delivery && !delivery.unavailable && deliveryOptions.length === 0 ? <p className={styles.alert}>{t('noDeliveryMethods')}</p> : null}
        <ul className={styles.choices}>
          {deliveryOptions.map((option) => (
            <li key={option.id}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="deliveryModuleId"
                  value={option.id}
                  checked={draft.deliveryModuleId === option.id}
                  onChange={() => update({ deliveryModuleId: option.id }, ['deliveryModuleId', 'pickupCentreId', 'phone'])}
                />
                <span className={styles.choiceTitle}>{option.title}</span>
                <span className={styles.choicePrice}>{option.postage === 0 ? t('free') : money(option.postage)}</span>
                {option.window ? <DeliveryWindowText window={option.window} className={styles.choiceText} /> : null}
              </label>
            </li>
          ))}
        </ul>
        {errors.deliveryModuleId ? (
          <p id="checkout-deliveryModuleId-error" className={styles.error}>
            {errors.deliveryModuleId}
          </p>
        ) : null}
        {pickup ? (
          <div className={styles.row}>
            <div className={styles.field}>
              <FieldLabel field="pickupCentreId" label={t('pickupCentre')} required />
              <select
                {...fieldAria('pickupCentreId', false, errors.pickupCentreId ?? null)}
                required
                value={draft.pickupCentreId ?? ''}
                onChange={(event) => update({ pickupCentreId: event.target.value === '' ? null : Number(event.target.value) }, ['pickupCentreId'])}
              >
                <option value="">{t('pickupChoose')}</option>
                {state.pickupCentres.map((centre) => (
                  <option key={centre.id} value={centre.id}>
                    {centre.name}, {centre.address}, {centre.zipcode} {centre.city}
                  </option>
                ))}
              </select>
              <FieldNotes field="pickupCentreId" error={errors.pickupCentreId ?? null} />
            </div>
            <TextField
              field="phone"
              label={t('phone')}
              required
              type="tel"
              hint={t('pickupPhoneHint')}
              error={errors.phone ?? null}
              value={draft.phone}
              onChange={(phone) => update({ phone }, ['phone'])}
              autoComplete="tel"
              maxLength={FIELD_LIMITS.phone}
            />
          </div>
        ) : null}
        {freight ? (
          <p className={styles.info} data-testid="freight-note">
            <strong>{t('freightLine')}: </strong>
            {t('freightExplain', { titles: state.freightTitles.join(', ') })}
          </p>
        ) : null}
      </fieldset>

      {undeliverable.length > 0 ? (
        <section className={styles.section} aria-labelledby="checkout-undeliverable-heading">
          <h3 id="checkout-undeliverable-heading">{t('undeliverableHeading', { country: countryName })}</h3>
          <p className={styles.note}>{t('undeliverableText', { country: countryName })}</p>
          <ul>
            {undeliverable.map((line) => (
              <li key={line.id}>{line.title}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <fieldset className={styles.section} aria-describedby={errors.paymentModuleId ? 'checkout-paymentModuleId-error' : undefined}>
        <legend id="checkout-paymentModuleId">{t('paymentMethodHeading')}</legend>
        <ul className={styles.choices}>
          {(payment?.options ?? []).map((method) => (
            <li key={method.id}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="paymentModuleId"
                  value={method.id}
                  checked={draft.paymentModuleId === method.id}
                  onChange={() => update({ paymentModuleId: method.id }, ['paymentModuleId'])}
                />
                <span className={styles.choiceTitle}>
                  {method.logo ? (
                    <Image
                      className={styles.logo}
                      src={method.logo}
                      alt=""
                      width={48}
                      height={30}
                      unoptimized
                      onError={(event) => {
                        // A logo that does not load takes no room: the method's name says it all.
                        event.currentTarget.hidden = true;
                      }}
                    />
                  ) : null}
                  {method.title}
                </span>
                <span className={styles.choicePrice}>{method.fee > 0 ? t('paymentFee', { amount: money(method.fee) }) : null}</span>
                {method.description ? <span className={styles.choiceText}>{method.description}</span> : null}
                {method.conditions ? <span className={styles.choiceText}>{method.conditions}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {errors.paymentModuleId ? (
          <p id="checkout-paymentModuleId-error" className={styles.error}>
            {errors.paymentModuleId}
          </p>
        ) : null}
      </fieldset>

      <section className={styles.section} aria-labelledby="checkout-coupon-heading">
        <h3 id="checkout-coupon-heading">{t('couponHeading')}</h3>
        {state.cart.coupon ? <p className={styles.note}>{t('couponApplied', { code: state.cart.coupon })}</p> : null}
        <div className={styles.coupon}>
          <TextField
            field="coupon"
            label={t('couponLabel')}
            error={couponError}
            value={coupon}
            onChange={(value) => {
              setCoupon(value);
              setCouponError(null);
            }}
            autoComplete="off"
            maxLength={64}
            spellCheck={false}
            onKeyDown={couponKey}
          />
          <button type="button" className="button button-secondary" onClick={() => void applyCoupon()}>
            {t('couponApply')}
          </button>
        </div>
      </section>

      <div className={styles.section}>
        <div className={styles.field}>
          <FieldLabel field="message" label={t('messageLabel')} optionalLabel={t('optional')} />
          <textarea
            {...fieldAria('message', true, errors.message ?? null)}
            rows={3}
            maxLength={FIELD_LIMITS.message}
            value={draft.message}
            onChange={(event) => update({ message: event.target.value }, ['message'])}
          />
          <FieldNotes field="message" hint={t('messageHint', { max: FIELD_LIMITS.message })} error={errors.message ?? null} />
        </div>
        <div className={styles.check}>
          <input id="checkout-completeDelivery" type="checkbox" checked={draft.completeDelivery} onChange={(event) => update({ completeDelivery: event.target.checked }, [])} />
          <label htmlFor="checkout-completeDelivery">{t('completeDelivery')}</label>
        </div>
      </div>

      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('back')}
        </button>
        <BusyButton type="submit" className="button" busy={saving} disabled={unavailable}>
          {saving ? t('saving') : t('toReview')}
        </BusyButton>
      </div>
    </form>
  );
}
