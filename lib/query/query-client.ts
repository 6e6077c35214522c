import { QueryClient } from '@tanstack/react-query';
import { REFETCH_LONG_MS, REFETCH_SHORT_MS } from '@/contract/constants';

/**
 * The browser's react-query client. Config, menus and texts are refetched after 30 minutes (decisions.md, the spec's
 * 'long 30'); volatile queries (cart, stock, delivery methods) set REFETCH_SHORT_MS themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: REFETCH_LONG_MS, refetchOnWindowFocus: false },
    },
  });
}

/** Timing of volatile queries (cart, stock, delivery methods): stale and refetched after 60 seconds (decisions.md). */
export const VOLATILE_QUERY_TIMING = { staleTime: REFETCH_SHORT_MS, refetchInterval: REFETCH_SHORT_MS } as const;
