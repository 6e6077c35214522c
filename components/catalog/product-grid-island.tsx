'use client';

import { useEffect, useRef, type ComponentProps } from 'react';
import type { Ga4List } from '@/lib/analytics/ga4-list-events';
import { ProductGrid } from './product-grid';

type Props = ComponentProps<typeof ProductGrid> & {
  /** The list as analytics names it: its cards are a view_item_list after hydration, a card opened its select_item. */
  list?: Ga4List & { firstIndex: number };
};

/**
 * The server-rendered first chunk of a listing or of search results, as a client component: its props are the cards'
 * data (lib/catalog/card-view.ts), which the RSC payload holds in about a third of the size of the rendered cards.
 * The same grid renders the chunks loaded by infinite scroll, so the page's JavaScript does not grow. The list's
 * analytics load after hydration (lib/analytics/list-tracker.ts) from the same card data.
 */
export function ProductGridIsland({ list, ...grid }: Props) {
  const { products, currency } = grid;
  const select = useRef<((target: EventTarget | null) => void) | null>(null);
  const listKey = list ? `${list.id}|${list.name}|${list.firstIndex}` : '';
  useEffect(() => {
    if (!list) return undefined;
    let live = true;
    void import('@/lib/analytics/list-tracker').then(({ trackList }) => {
      if (live) select.current = trackList(list, currency, products, list.firstIndex);
    });
    return () => {
      live = false;
    };
    // Tracked once per list and cards: a re-render with equal props is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey, products, currency]);
  return <ProductGrid {...grid} onClick={list ? (event) => select.current?.(event.target) : undefined} />;
}
