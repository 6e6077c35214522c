'use client';

import { useQuery } from '@tanstack/react-query';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';

export const SHOPPER_QUERY_KEY = ['shopper'] as const;
/** The shopper query of a delivery country (null: the shop's own); SHOPPER_QUERY_KEY matches them all. */
export const shopperQueryKey = (countryId: number | null) => [...SHOPPER_QUERY_KEY, countryId] as const;

async function fetchShopper(countryId: number | null): Promise<Shopper> {
  // The answer's check (zod/mini) loads with the request, not with the page (ADR 0016).
  const [response, { parseShopperAnswer }] = await Promise.all([
    fetch(countryId === null ? '/api/account/me' : `/api/account/me?country=${countryId}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } }),
    importInTurn(() => import('@/lib/account/shopper-answer')),
  ]);
  if (!response.ok) throw new Error(`shopper: ${response.status}`);
  return parseShopperAnswer(await response.json());
}

/**
 * The shopper of this browser (guest or customer), from `/api/account/me` after the cached page. Until it answers,
 * and when it fails, the shopper counts as a guest: catalogue pages show gross prices and no admin bar. Asked with the
 * header's delivery country: net prices ('0 % VAT') depend on where the goods go (lib/account/intra-community-supply.ts).
 */
export function useShopper(): { shopper: Shopper; loaded: boolean } {
  const countryId = useDeliveryCountryStore((state) => state.countryId);
  const query = useQuery({ queryKey: shopperQueryKey(countryId), queryFn: inOwnTask(() => fetchShopper(countryId)), ...VOLATILE_QUERY_TIMING, retry: 1 });
  return { shopper: query.data ?? GUEST_SHOPPER, loaded: query.data !== undefined };
}
