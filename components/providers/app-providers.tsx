'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';
import { queueMessageTask } from '@/lib/scheduling/message-task';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import { useVatPreferenceStore } from '@/lib/ui-state/vat-preference-store';

/**
 * Client-side providers of the whole site: one react-query client per browser tab, and the persisted
 * preference stores read from local storage once the page has hydrated: in a task of their own, since every component
 * whose store value changes re-renders synchronously in the task that reads it (ADR 0048).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    queueMessageTask(() => {
      void useDeliveryCountryStore.persist.rehydrate();
      void useVatPreferenceStore.persist.rehydrate();
    });
  }, []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
