'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { siteCountryOf } from '@/lib/checkout/country-change';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';

const subscribeHydration = (onChange: () => void) => useDeliveryCountryStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useDeliveryCountryStore.persist.hasHydrated();

/**
 * The site country (the header's delivery country, read from local storage after hydration) and its setter. `ready`
 * says whether the stored choice has been read: until then the shop's own country stands in.
 */
export function useSiteCountry(shopCountryId: number) {
  const stored = useDeliveryCountryStore((state) => state.countryId);
  const setCountry = useDeliveryCountryStore((state) => state.setCountry);
  const ready = useSyncExternalStore(subscribeHydration, hasHydrated, () => false);
  const set = useCallback((countryId: number, taxTitle: string) => setCountry(countryId, taxTitle), [setCountry]);
  return { siteCountryId: siteCountryOf(stored, shopCountryId), ready, set };
}
