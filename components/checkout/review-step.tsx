'use client';

import type { ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { useCartMoney } from '@/components/cart/use-cart-money';
import type { CheckoutAddress, CheckoutState } from '@/lib/checkout/checkout-state';
import { stepHref, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import type { CheckoutCountry } from '@/lib/checkout/country-change';
import { countyTitle, type AddressCounty } from '@/lib/address/counties';
import type { LegalLinks } from '@/lib/checkout/legal-links';
import { DeliveryWindowText } from '@/components/delivery/delivery-window-text';
import { OrderPanel } from './order-panel';
import { stepLinkHandler } from './steps-nav';
import { addressLines, fullName } from '@/lib/address/address-lines';
import { AddressBlock } from '@/components/address/address-block';
import styles from './checkout.module.css';

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  state: CheckoutState;
  countries: CheckoutCountry[];
  counties: AddressCounty[];
  legal: LegalLinks;
  onGo: (step: CheckoutStep) => void;
  onRefused: () => Promise<void>;
};

function AddressLines({ address, countryName, counties }: { address: CheckoutAddress; countryName: string; counties: AddressCounty[] }) {
  const lines = addressLines({
    who: [address.company, fullName(address)],
    street: [address.street, address.addressExtra],
    zipcode: address.zipcode,
    city: address.city,
    // The county shares the country's line here ('Cluj, România').
    country: address.county ? `${countyTitle(address.county, counties)}, ${countryName}` : countryName,
    notes: [address.vatNumber],
  });
  return <AddressBlock lines={lines} />;
}

/**
 * Step 3: what the order will be, each part with an in-place 'Change' back to its step (addresses, delivery and
 * payment), then every line, the totals with shipping and VAT, the terms, and the order button right below the total.
 * The heading says it is a review, so nobody takes it for the confirmation.
 */
export function ReviewStep({ headingRef, state, countries, counties, legal, onGo, onRefused }: Props) {
  const t = useTranslations('Checkout');
  const money = useCartMoney(state.cart);
  const countryOf = (id: number) => countries.find((country) => country.id === id)?.title ?? '';
  const delivery = state.deliveryMethods?.options.find((option) => option.id === state.deliveryMethods?.selectedId) ?? null;
  const payment = state.paymentMethods?.options.find((option) => option.id === state.paymentMethods?.selectedId) ?? null;
  const centre = delivery?.pickup ? state.pickupCentres.find((candidate) => candidate.id === state.shipping?.pickupCentreId) : undefined;

  const card = (id: string, title: string, step: CheckoutStep, body: ReactNode) => (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h3 id={id}>{title}</h3>
        <a href={stepHref(step)} onClick={stepLinkHandler(step, onGo)} aria-label={t('changeSection', { section: title })}>
          {t('change')}
        </a>
      </div>
      {body}
    </section>
  );

  return (
    <section className={styles.form} aria-labelledby="checkout-step-heading">
      <div className={styles.stepHead}>
        <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t('reviewHeading')}
        </h2>
        <p className={styles.note}>{t('reviewNote')}</p>
      </div>
      <div className={styles.reviewGrid}>
        {state.invoiceAddress && state.contact
          ? card(
              'checkout-review-invoice',
              t('invoiceHeading'),
              'address',
              <>
                <AddressLines address={state.invoiceAddress} countryName={countryOf(state.invoiceAddress.countryId)} counties={counties} />
                <p>
                  {state.contact.email}
                  {state.contact.phone ? (
                    <>
                      <br />
                      {state.contact.phone}
                    </>
                  ) : null}
                </p>
              </>,
            )
          : null}
        {centre
          ? card('checkout-review-delivery', t('deliveryHeading'), 'shipping', <p>{t('pickupAt', { name: centre.name, address: centre.address, zipcode: centre.zipcode, city: centre.city })}</p>)
          : card(
              'checkout-review-delivery',
              t('deliveryHeading'),
              'address',
              state.deliveryAddress ? <AddressLines address={state.deliveryAddress} countryName={countryOf(state.deliveryAddress.countryId)} counties={counties} /> : <p>{t('sameAsInvoice')}</p>,
            )}
        {card(
          'checkout-review-methods',
          t('methodsSummary'),
          'shipping',
          <>
            <p>
              {t('deliveryMethodHeading')}: <strong>{delivery?.title}</strong>
              {delivery?.window ? (
                <>
                  <br />
                  <DeliveryWindowText window={delivery.window} />
                </>
              ) : null}
              <br />
              {t('paymentMethodHeading')}: <strong>{payment?.title}</strong>
            </p>
            {state.shipping?.completeDelivery ? <p>{t('completeDeliverySummary')}</p> : null}
            {state.shipping?.message ? (
              <p>
                {t('messageSummary')}: {state.shipping.message}
              </p>
            ) : null}
          </>,
        )}
      </div>
      <OrderPanel state={state} money={money} countryName={countryOf(state.deliveryCountryId)} legal={legal} onGo={onGo} onRefused={onRefused} />
    </section>
  );
}
