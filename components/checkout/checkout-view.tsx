'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { cartEvent } from '@/lib/analytics/ga4-cart-events';
import { shippingStepEvents } from '@/lib/analytics/ga4-checkout-events';
import { emptyAddress, type AddressStepInput } from '@/lib/checkout/address-step-rules';
import { checkoutApi } from '@/lib/checkout/checkout-client';
import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { previewTotals } from '@/lib/checkout/checkout-totals';
import { parseStepRequest, stepHref, stepToShow, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import { countryMismatch, siteCountryUpdate, type CheckoutCountry } from '@/lib/checkout/country-change';
import type { AddressCounty } from '@/lib/address/counties';
import type { LegalLinks } from '@/lib/checkout/legal-links';
import { AddressStep } from './address-step';
import type { CheckoutCustomer } from './saved-address-picker';
import { CheckoutSummary } from './checkout-summary';
import { ReviewStep } from './review-step';
import { ShippingStep, shippingDraftOf, type ShippingDraft } from './shipping-step';
import { StepsNav } from './steps-nav';
import { useSiteCountry } from './use-site-country';
import { pushLocation, replaceLocation, useLocationSearch } from './use-step-location';
import styles from './checkout.module.css';

export type CheckoutRules = { phonePattern: string | null; phoneConfigRequired: boolean };

type Props = {
  initial: CheckoutState;
  countries: CheckoutCountry[];
  /** The backend's Romanian counties (none when the shop does not deliver to Romania). */
  counties: AddressCounty[];
  shopCountryId: number;
  rules: CheckoutRules;
  legal: LegalLinks;
  /** The query the page was asked with (`?step=...&payment=...`), for the server render. */
  search: string;
  /** A logged-in customer's e-mail and saved addresses (null for a guest). */
  customer?: CheckoutCustomer | null;
};

/**
 * The address form as the saved state fills it; a new checkout starts in the delivery country of the state. A
 * logged-in customer's e-mail is the account's, and a new checkout starts with the default saved address.
 */
function addressDraftOf(state: CheckoutState, customer: CheckoutCustomer | null): AddressStepInput {
  const saved = customer?.addresses.find((address) => address.isDefault) ?? customer?.addresses[0];
  const invoice = state.invoiceAddress ?? saved?.input ?? emptyAddress(state.deliveryCountryId);
  return {
    email: customer?.email ?? state.contact?.email ?? '',
    phone: state.contact?.phone ?? '',
    business: state.contact?.business ?? false,
    invoice,
    deliveryDiffers: state.deliveryAddress !== null,
    delivery: state.deliveryAddress ?? emptyAddress(invoice.countryId),
  };
}

type Notice = { kind: 'mismatch'; country: string } | { kind: 'failed' } | null;

/**
 * The checkout (/checkout): three steps in the URL (`?step=address|shipping|review`), walked by Back and Forward
 * without a page load (history entries of the same page); the drafts of the address and shipping steps live here, so
 * moving between steps keeps what was typed. Each step saves through the storefront, which answers the whole
 * checkout view (CheckoutState); the order summary stands beside the first two steps.
 */
export function CheckoutView({ initial, countries, counties, shopCountryId, rules, legal, search, customer = null }: Props) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const params = useLocationSearch(search);
  const [state, setState] = useState(initial);
  const [addressDraft, setAddressDraft] = useState(() => addressDraftOf(initial, customer));
  const [shippingDraft, setShippingDraft] = useState<ShippingDraft>(() => shippingDraftOf(initial, null));
  const [notice, setNotice] = useState<Notice>(null);
  const site = useSiteCountry(shopCountryId);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef<CheckoutStep | null>(null);

  const request = parseStepRequest(params.get('step'), params.get('payment'));
  const shown = stepToShow(request.step, state.reachable);

  // begin_checkout once per opening of the checkout, with the cart it opened with.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushDataLayer(cartEvent('begin_checkout', initial.cart));
  }, [initial.cart]);

  const go = useCallback((step: CheckoutStep) => {
    pushLocation(stepHref(step));
  }, []);

  // A step the shopper cannot be on yet: the address shows the step they can reach.
  useEffect(() => {
    if (shown !== request.step) replaceLocation(stepHref(shown));
  }, [shown, request.step]);

  // A new step: focus its heading (not on the first render), so keyboard and screen reader users start there.
  useEffect(() => {
    if (shownBefore.current !== null && shownBefore.current !== shown) {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'start' });
    }
    shownBefore.current = shown;
  }, [shown]);

  // S4-59: a saved delivery address in another country than the site country: say so and follow it (S8-32 if that fails).
  const { ready, siteCountryId, set: setSiteCountry } = site;
  useEffect(() => {
    if (!ready || state.contact === null || !countryMismatch(siteCountryId, state.deliveryCountryId)) return;
    const update = siteCountryUpdate(state.deliveryCountryId, true, countries);
    if (update.kind === 'update') setSiteCountry(update.countryId, update.taxTitle);
    const title = countries.find((country) => country.id === state.deliveryCountryId)?.title ?? '';
    void Promise.resolve().then(() => setNotice(update.kind === 'update' ? { kind: 'mismatch', country: title } : { kind: 'failed' }));
  }, [ready, siteCountryId, state.contact, state.deliveryCountryId, countries, setSiteCountry]);

  // Nothing saved yet and another site country chosen in the header: start the address there, priced for it.
  const startedIn = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || state.contact !== null || startedIn.current !== null) return;
    startedIn.current = siteCountryId;
    if (siteCountryId === state.deliveryCountryId || !countries.some((country) => country.id === siteCountryId)) return;
    const from = state.deliveryCountryId;
    void checkoutApi.get(siteCountryId).then((answer) => {
      // Only while nothing was saved meanwhile: a saved step's answer is newer.
      if (answer.ok) setState((current) => (current.contact === null ? answer.data : current));
      setAddressDraft((draft) =>
        draft.invoice.countryId === from ? { ...draft, invoice: { ...draft.invoice, countryId: siteCountryId }, delivery: { ...draft.delivery, countryId: siteCountryId } } : draft,
      );
    });
  }, [ready, siteCountryId, state.contact, state.deliveryCountryId, countries]);

  const onAddressSaved = useCallback(
    (next: CheckoutState) => {
      setState(next);
      setShippingDraft((draft) => shippingDraftOf(next, draft));
      go('shipping');
    },
    [go],
  );
  const onShippingSaved = useCallback(
    (next: CheckoutState) => {
      setState(next);
      for (const event of shippingStepEvents(next)) pushDataLayer(event);
      go('review');
    },
    [go],
  );
  /** A fresh view after something changed outside the steps (a coupon, a refused order). */
  const refresh = useCallback(async () => {
    const answer = await checkoutApi.get(null);
    if (answer.ok) setState(answer.data);
    else if (answer.error.error === 'cart-empty') router.push('/cart');
  }, [router]);

  const countryName = countries.find((country) => country.id === state.deliveryCountryId)?.title ?? '';
  return (
    <>
      <StepsNav current={shown} reachable={state.reachable} onGo={go} />
      {notice ? (
        <p className={notice.kind === 'failed' ? styles.alert : styles.info} role={notice.kind === 'failed' ? 'alert' : 'status'}>
          {notice.kind === 'failed' ? t('countryUpdateFailed') : t('countryMismatch', { country: notice.country })}
        </p>
      ) : null}
      <div className={`${styles.page} ${shown === 'review' ? styles.single : ''}`}>
        <div>
          {shown === 'address' ? (
            <AddressStep
              headingRef={heading}
              draft={addressDraft}
              setDraft={setAddressDraft}
              countries={countries}
              counties={counties}
              rules={rules}
              freight={state.freightTitles.length > 0}
              pickup={state.pickupCentres.length > 0}
              siteCountryId={siteCountryId}
              setSiteCountry={setSiteCountry}
              onSaved={onAddressSaved}
              customer={customer}
            />
          ) : shown === 'shipping' ? (
            <ShippingStep
              headingRef={heading}
              state={state}
              draft={shippingDraft}
              setDraft={setShippingDraft}
              countryName={countryName}
              rules={rules}
              paymentCancelled={request.paymentCancelled}
              onSaved={onShippingSaved}
              onBack={() => go('address')}
              onCouponApplied={refresh}
            />
          ) : (
            <ReviewStep headingRef={heading} state={state} countries={countries} counties={counties} legal={legal} onGo={go} onRefused={refresh} />
          )}
        </div>
        {shown !== 'review' ? (
          <CheckoutSummary state={state} totals={shown === 'shipping' ? previewTotals(state, shippingDraft) : state.totals} countryName={countryName} />
        ) : null}
      </div>
    </>
  );
}
