import { DEFAULT_DELIVERY_ID } from '@/contract/constants';

/**
 * Which delivery method is selected (spec section 4, 'Delivery method'): the stored one while it is offered; with
 * none stored the default id 77, else the lowest-position method; a stored one that is no longer offered gives way to
 * the lowest-position method (positions as the backend gives them, S3-33).
 */
export type OfferedMethod = { id: number; position: number };

export function chooseDeliveryMethod(offered: readonly OfferedMethod[], stored: number | null): number | null {
  if (offered.length === 0) return null;
  if (stored !== null && offered.some((method) => method.id === stored)) return stored;
  if (stored === null && offered.some((method) => method.id === DEFAULT_DELIVERY_ID)) return DEFAULT_DELIVERY_ID;
  return [...offered].sort((a, b) => a.position - b.position)[0]?.id ?? null;
}


/**
 * The payment method selected: the one the shopper chose while it is offered, else none (the shopper picks: a
 * payment method is never chosen for them).
 */
export function choosePaymentMethod(offered: readonly { id: number }[], stored: number | null): number | null {
  return stored !== null && offered.some((method) => method.id === stored) ? stored : null;
}

/**
 * The delivery methods the shipping step shows: a pickup method only where there is a centre to pick up from. Where
 * the shop offers no pickup, none is shown (no greyed choice that cannot be taken; the footer says 'No pickup
 * possible!'), and a pickup sent anyway is refused with 'no-pickup' (S8-26).
 */
export function shownDeliveryMethods<T extends { pickup: boolean }>(options: readonly T[], pickupCentreCount: number): T[] {
  return options.filter((option) => !option.pickup || pickupCentreCount > 0);
}

/** Fulfilment centres where goods can be picked up in the delivery country; none means 'No pickup possible!'. */
export function pickupCentres<T extends { pickup: boolean; country_id: number }>(centres: readonly T[], countryId: number): T[] {
  return centres.filter((centre) => centre.pickup && centre.country_id === countryId);
}

/** The pickup centre kept: the chosen one while it is a pickup centre of the country, else the only one, else none. */
export function choosePickupCentre(centres: readonly { id: number }[], stored: number | null): number | null {
  if (stored !== null && centres.some((centre) => centre.id === stored)) return stored;
  return centres.length === 1 ? (centres[0]?.id ?? null) : null;
}
