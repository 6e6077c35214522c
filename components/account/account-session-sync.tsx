'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { LAST_LOCATION_STORAGE_KEY, rememberedPath } from '@/lib/account/last-location';
import { TokenTimer, type TokenTimes } from '@/lib/account/token-lifecycle';
import { useUserStateStore, userStateOf } from '@/lib/account/user-state-store';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { useVatPreferenceStore } from '@/lib/ui-state/vat-preference-store';
import { clearClientSession } from './client-logout';
import { useShopper } from './use-shopper';

const browserClock = { now: () => Date.now() };
const browserScheduler = {
  schedule(callback: () => void, delayMs: number) {
    const id = window.setTimeout(callback, Math.min(delayMs, 2_147_483_647));
    return () => window.clearTimeout(id);
  },
};

/** `POST /api/account/refresh`: the new token times, or null (the failure is only logged by the timer, S8-38). */
async function refreshToken(): Promise<TokenTimes | null> {
  const response = await fetch('/api/account/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) return null;
  const { issuedAt, expiresAt } = body as { issuedAt?: unknown; expiresAt?: unknown };
  return typeof issuedAt === 'number' && typeof expiresAt === 'number' ? { issuedAt, expiresAt } : null;
}

/**
 * Mounted once in the layout: fills the user state and the header's login state from `useShopper()` (catalogue pages
 * stay cached: nothing per shopper in their HTML), runs the token timer for a customer (refresh at two thirds of the
 * token's life, silent logout at its end: S4-03..S4-06) and remembers the last visited path as lastLocation (S4-12,
 * S4-13). Renders nothing.
 */
export function AccountSessionSync() {
  const { shopper, loaded } = useShopper();
  const queryClient = useQueryClient();
  const pathname = usePathname();

  useEffect(() => {
    if (!loaded) return;
    const state = userStateOf(shopper);
    useUserStateStore.getState().setUser(state);
    useSessionStore.getState().setSession({ loggedIn: state.userLoggedIn, profileName: state.profileName });
    if (shopper.kind === 'customer') useVatPreferenceStore.getState().setExcludeVat(shopper.excludeVAT);
  }, [shopper, loaded]);

  const issuedAt = shopper.kind === 'customer' ? shopper.issuedAt : null;
  const expiresAt = shopper.kind === 'customer' ? shopper.expiresAt : null;
  useEffect(() => {
    if (issuedAt === null || expiresAt === null) return;
    const running = new TokenTimer(
      browserClock,
      browserScheduler,
      {
        refresh: refreshToken,
        // The token expired: the browser forgets the customer without a message (S4-03); the cookie is gone with it.
        expire: () => void clearClientSession(queryClient),
      },
      (message) => console.warn(`session: ${message}`),
    );
    running.start({ issuedAt, expiresAt });
    return () => running.stop();
  }, [issuedAt, expiresAt, queryClient]);

  useEffect(() => {
    const path = rememberedPath(`${window.location.pathname}${window.location.search}`);
    if (path === null) return;
    try {
      window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, path);
    } catch {
      // Without storage the shopper goes to '/' after login (S3-55).
    }
  }, [pathname]);

  return null;
}
