'use client';

import type { QueryClient } from '@tanstack/react-query';
import { GUEST_SHOPPER } from '@/lib/account/shopper';
import { useUserStateStore } from '@/lib/account/user-state-store';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { useVatPreferenceStore } from '@/lib/ui-state/vat-preference-store';
import { SHOPPER_QUERY_KEY } from './use-shopper';

/** Keys of the spec's client storage (S3-62) that a logout removes, should an older page version have left them. */
const STORED_USER_KEYS = ['customer_id', 'address_id', 'user_identifier'] as const;

/**
 * Clears everything the browser holds of a customer (S4-09..S4-11): the user state, the header's login state,
 * isCompany/excludeVAT (false), the shopper query (now a guest) and the cart query (the applied coupon is read again
 * from the cart). Used by the logout page and by the silent logout of an expired token, once the session cookie is
 * gone. A shopper fetch still under way (sent before the logout) is cancelled first: its 'customer' answer would
 * otherwise land after the guest and show the customer in the header again.
 */
export async function clearClientSession(queryClient: QueryClient): Promise<void> {
  useUserStateStore.getState().clearUser();
  useSessionStore.getState().clearSession();
  useVatPreferenceStore.getState().setExcludeVat(false);
  try {
    for (const key of STORED_USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode): nothing was stored then.
  }
  await queryClient.cancelQueries({ queryKey: SHOPPER_QUERY_KEY });
  queryClient.setQueriesData({ queryKey: SHOPPER_QUERY_KEY }, GUEST_SHOPPER);
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
}
