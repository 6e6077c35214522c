'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REFETCH_LONG_MS } from '@/lib/shop/constants';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import { useVatPreferenceStore } from '@/lib/ui-state/vat-preference-store';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Config, menus and texts: refetched after 30 minutes (decisions.md); volatile queries set REFETCH_SHORT_MS.
      queries: { staleTime: REFETCH_LONG_MS, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Client-side providers of the whole site: one react-query client per browser tab, and the persisted
 * preference stores read from local storage once the page has hydrated.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    void useDeliveryCountryStore.persist.rehydrate();
    void useVatPreferenceStore.persist.rehydrate();
  }, []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
