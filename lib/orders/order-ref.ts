/**
 * Order references as the backend makes them (Thelia's rule): `ORD` and the order id padded to 12 digits
 * (`ORD000000000042`). The storefront reads the id from a reference it has checked, so a link never needs the id.
 */
export const ORDER_REF_PATTERN = /^ORD\d{12}$/;

const MAX_ORDER_ID = 2_147_483_647;

/** The order id of a well-formed reference, or null for anything else. */
export function orderIdOfRef(ref: string): number | null {
  if (!ORDER_REF_PATTERN.test(ref)) return null;
  const id = Number(ref.slice(3));
  return id >= 1 && id <= MAX_ORDER_ID ? id : null;
}
