'use client';

import { useQuery } from '@tanstack/react-query';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';

export const SHOPPER_QUERY_KEY = ['shopper'] as const;

async function fetchShopper(): Promise<Shopper> {
  const response = await fetch('/api/account/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`shopper: ${response.status}`);
  const [body, { shopperAnswerSchema }] = await Promise.all([response.json() as Promise<unknown>, import('@/lib/account/shopper-answer')]);
  return shopperAnswerSchema.parse(body);
}

/**
 * The shopper of this browser (guest or customer), from `/api/account/me` after the cached page. Until it answers,
 * and when it fails, the shopper counts as a guest: catalogue pages show gross prices and no admin bar.
 */
export function useShopper(): { shopper: Shopper; loaded: boolean } {
  const query = useQuery({ queryKey: SHOPPER_QUERY_KEY, queryFn: fetchShopper, ...VOLATILE_QUERY_TIMING, retry: 1 });
  return { shopper: query.data ?? GUEST_SHOPPER, loaded: query.data !== undefined };
}
