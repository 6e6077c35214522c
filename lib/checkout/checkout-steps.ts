/**
 * The checkout's steps in the URL (`/checkout?step=address|shipping|review`): Back and Forward walk them. The payment
 * providers' cancel return (`?step=payment&payment=cancelled`) shows the shipping step, where the payment method is
 * chosen, with the message that the transaction was cancelled by the customer (S4-39). A step the shopper cannot be
 * on yet (nothing saved before it) shows the furthest step they can reach.
 */
export const CHECKOUT_STEPS = ['address', 'shipping', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type StepRequest = { step: CheckoutStep; paymentCancelled: boolean };

export function parseStepRequest(step: string | null | undefined, payment: string | null | undefined): StepRequest {
  const paymentCancelled = payment === 'cancelled';
  if (step === 'payment') return { step: 'shipping', paymentCancelled };
  const known = CHECKOUT_STEPS.find((candidate) => candidate === step);
  return { step: known ?? 'address', paymentCancelled };
}

const indexOf = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

/** The step shown: the one asked for, or the furthest reachable one when it is further on. */
export function stepToShow(requested: CheckoutStep, reachable: CheckoutStep): CheckoutStep {
  return indexOf(requested) <= indexOf(reachable) ? requested : reachable;
}

/** How far the shopper can go: the shipping step once the address is saved, the review once shipping is saved too. */
export function reachableStep(saved: { address: boolean; shipping: boolean }): CheckoutStep {
  if (!saved.address) return 'address';
  return saved.shipping ? 'review' : 'shipping';
}

/** The address of a step (relative: the page's own path). */
export function stepHref(step: CheckoutStep): string {
  return `/checkout?step=${step}`;
}
