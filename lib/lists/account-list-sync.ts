import type { ShopCode } from '@/contract/shops';

/**
 * How the browser's lists and the account's lists meet (ADR 0031). A marker in local storage
 * (`lists_account_{shop}`, the customer id) says the browser's lists are the account's copy:
 * - `merge`: a customer without the marker (just logged in): the browser's lists so far (a guest's) join the
 *   account's, and the browser keeps the result;
 * - `pull`: a customer with the marker: the account's lists replace the browser's (another browser may have changed them);
 * - `leave`: a guest with the marker (logged out): the account's copy is dropped, the guest starts with empty lists;
 * - `none`: a guest without the marker: the lists stay in the browser only, as always.
 */
export type ListSyncStep = 'merge' | 'pull' | 'leave' | 'none';

export const listMarkerKey = (shop: ShopCode) => `lists_account_${shop}`;

/** The step for the shopper of the page (`customerId` null for a guest) and the marker found. */
export function listSyncStep(customerId: number | null, marker: string | null): ListSyncStep {
  if (customerId !== null) return marker === String(customerId) ? 'pull' : 'merge';
  return marker === null ? 'none' : 'leave';
}
