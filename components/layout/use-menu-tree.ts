'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuNode } from '@/lib/layout/mega-menu';
import { REFETCH_LONG_MS } from '@/contract/constants';
import { preload } from '@/lib/query/preload';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

const MENU_QUERY_KEY = ['menu-tree'] as const;

async function fetchMenuTree(): Promise<MenuNode[]> {
  // The schema loads with the first answer, not with the page (ADR 0016).
  const schema = preload(importInTurn(() => import('@/lib/layout/menu-tree-schema')));
  const response = await fetch('/api/menu', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`menu answered ${response.status}`);
  const { menuResponseSchema } = await schema;
  return menuResponseSchema.parse(await response.json()).tree;
}

/**
 * The category tree of the menus, loaded on demand: `enabled` once a menu opens; `prefetch` when the pointer or the
 * focus reaches a menu toggle, so the tree is usually there by the time the click lands.
 */
export function useMenuTree(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: MENU_QUERY_KEY, queryFn: inOwnTask(fetchMenuTree), enabled, staleTime: REFETCH_LONG_MS, retry: 1 });
  const prefetch = () => {
    void queryClient.prefetchQuery({ queryKey: MENU_QUERY_KEY, queryFn: inOwnTask(fetchMenuTree), staleTime: REFETCH_LONG_MS });
  };
  return { query, prefetch };
}
