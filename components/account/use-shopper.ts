'use client';

import { useQuery } from '@tanstack/react-query';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

export const SHOPPER_QUERY_KEY = ['shopper'] as const;

async function fetchShopper(): Promise<Shopper> {
  // The answer's check (zod/mini) loads with the request, not with the page (ADR 0016).
  const [response, { parseShopperAnswer }] = await Promise.all([
    fetch('/api/account/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } }),
    importInTurn(() => import('@/lib/account/shopper-answer')),
  ]);
  if (!response.ok) throw new Error(`shopper: ${response.status}`);
  return parseShopperAnswer(await response.json());
}

/**
 * The shopper of this browser (guest or customer), from `/api/account/me` after the cached page. Until it answers,
 * and when it fails, the shopper counts as a guest: catalogue pages show gross prices and no admin bar.
 */
export function useShopper(): { shopper: Shopper; loaded: boolean } {
  const query = useQuery({ queryKey: SHOPPER_QUERY_KEY, queryFn: inOwnTask(fetchShopper), ...VOLATILE_QUERY_TIMING, retry: 1 });
  return { shopper: query.data ?? GUEST_SHOPPER, loaded: query.data !== undefined };
}
