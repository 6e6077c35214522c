'use client';

import { useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { checkoutApi, newAttemptId } from '@/lib/checkout/checkout-client';
import type { CheckoutError, CheckoutErrorCode, CheckoutState } from '@/lib/checkout/checkout-state';
import { stepHref, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import type { LegalLinks } from '@/lib/checkout/legal-links';
import { orderGate } from '@/lib/checkout/order-gate';
import { CheckoutLines } from './checkout-lines';
import { CheckoutTotalsView } from './checkout-totals-view';
import { stepLinkHandler } from './steps-nav';
import { useFocusRequest } from './use-focus-request';
import styles from './checkout.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Props = {
  state: CheckoutState;
  money: (amount: number) => string;
  countryName: string;
  legal: LegalLinks;
  onGo: (step: CheckoutStep) => void;
  onRefused: () => Promise<void>;
};

/** Where a refusal sends the shopper to fix it. */
const FIX: Partial<Record<CheckoutErrorCode, 'address' | 'shipping' | 'cart'>> = {
  invalid: 'address',
  'session-expired': 'address',
  'address-missing': 'address',
  'shipping-missing': 'shipping',
  'delivery-unavailable': 'shipping',
  'payment-unavailable': 'shipping',
  'no-deliveries': 'shipping',
  'no-pickup': 'shipping',
  'products-unavailable': 'cart',
  'coupon-invalid': 'cart',
  'all-undeliverable': 'cart',
  'cart-empty': 'cart',
  'foreign-cart': 'cart',
};

/** Refusals after which the checkout view is read again (the methods or lines it shows have changed). */
const RELOAD: ReadonlySet<CheckoutErrorCode> = new Set(['shipping-missing', 'delivery-unavailable', 'payment-unavailable', 'no-deliveries', 'no-pickup', 'products-unavailable']);

/**
 * The terms tick (the terms only: the withdrawal and privacy notices are linked as information), the order's lines
 * and totals, and the order button right below the total, on phones too (§312j BGB, §8 FAGG: items, shipping and
 * total directly above the button, so no sticky bar): 'zahlungspflichtig bestellen' (never a payment provider's
 * name). The button posts the attempt id made when this step rendered (the storefront makes the submission's
 * idempotency key from it, so a repeat places one order) with the tick, is disabled while the call runs, and then
 * sends the browser to the answered address. Unchecked terms block the order with a message (S5-39), here and on the
 * server.
 */
export function OrderPanel({ state, money, countryName, legal, onGo, onRefused }: Props) {
  const t = useTranslations('Checkout');
  const [attemptId] = useState(newAttemptId);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<CheckoutError | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const focusOn = useFocusRequest();

  const order = async (confirmUndeliverable: boolean) => {
    const gate = orderGate({ pending, termsAccepted: accepted });
    if (gate === 'busy') return;
    if (gate === 'terms-required') {
      setTermsError(true);
      termsRef.current?.focus({ preventScroll: true });
      // Centred: the box and the message below it are in view together.
      termsRef.current?.parentElement?.scrollIntoView({ block: 'center' });
      return;
    }
    setRefusal(null);
    setPending(true);
    const answer = await checkoutApi.order({ attemptId, confirmUndeliverable, termsAccepted: accepted });
    if (answer.ok) {
      window.location.assign(answer.data.next);
      return;
    }
    setPending(false);
    setRefusal(answer.error);
    if (RELOAD.has(answer.error.error)) await onRefused();
    focusOn(refusalRef);
  };

  const link = (a: string, chunks: ReactNode) => (
    <a href={a} target="_blank" rel="noopener">
      {chunks}
    </a>
  );
  const fix = refusal ? FIX[refusal.error] : undefined;
  const titles = refusal?.titles?.join(', ') ?? '';

  return (
    <>
      <div className={styles.check}>
        <input
          ref={termsRef}
          id="checkout-terms"
          type="checkbox"
          checked={accepted}
          required
          aria-invalid={termsError}
          aria-describedby={termsError ? 'checkout-terms-error' : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setTermsError(false);
          }}
        />
        <label htmlFor="checkout-terms">{t.rich('terms', { terms: (chunks) => link(legal.terms, chunks) })}</label>
        {termsError ? (
          <p id="checkout-terms-error" className={styles.error} role="alert">
            {t('termsRequired')}
          </p>
        ) : null}
      </div>
      {/* Information, not terms to accept: the withdrawal notice and the privacy notice are linked, never ticked. */}
      <p className={styles.note} data-testid="legal-info">
        {t.rich('termsInfo', {
          withdrawal: (chunks) => link(legal.withdrawal, chunks),
          privacy: (chunks) => link(legal.privacy, chunks),
        })}
      </p>
      <div className={styles.orderBox}>
        <h3>{t('summaryHeading')}</h3>
        <CheckoutLines lines={state.cart.lines} money={money} countryName={countryName} />
        <CheckoutTotalsView totals={state.totals} money={money} freightTitles={state.freightTitles} vatExcluded={state.cart.vatExcluded === true} />
      </div>
      {/* The box's last part, right below its lines and totals, on every screen (no bar over the summary on a phone). */}
      <div className={styles.orderBar} data-testid="order-bar">
        <BusyButton type="button" className={`button ${styles.orderButton}`} busy={pending} aria-describedby="checkout-order-status" onClick={() => void order(false)}>
          {t('orderButton')}
        </BusyButton>
        <p id="checkout-order-status" className={styles.barStatus} role="status">
          {pending ? t('ordering') : ''}
        </p>
      </div>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className={styles.alert} role="alert" data-testid="order-refusal">
          <p>{t(`reason.${refusal.error}`, { titles, country: countryName })}</p>
          <div className={styles.actions}>
            {refusal.error === 'undeliverable-confirm' ? (
              <BusyButton type="button" className="button" busy={pending} onClick={() => void order(true)}>
                {t('orderRest')}
              </BusyButton>
            ) : null}
            {fix === 'cart' || refusal.error === 'undeliverable-confirm' ? <Link href="/cart">{t('toCart')}</Link> : null}
            {fix === 'address' ? (
              <a href={stepHref('address')} onClick={stepLinkHandler('address', onGo)}>
                {t('toAddress')}
              </a>
            ) : null}
            {fix === 'shipping' ? (
              <a href={stepHref('shipping')} onClick={stepLinkHandler('shipping', onGo)}>
                {t('toShippingStep')}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
