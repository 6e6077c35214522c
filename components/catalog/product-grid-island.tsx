'use client';

import { useMemo, type ComponentProps, type MouseEvent } from 'react';
import { DataLayerEvent } from '@/components/analytics/data-layer-event';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { itemOfCard } from '@/lib/analytics/ga4-items';
import { selectItemEvent, viewItemListEvent, type Ga4List } from '@/lib/analytics/ga4-list-events';
import { ProductGrid } from './product-grid';

type Props = ComponentProps<typeof ProductGrid> & {
  /** The list as analytics names it: its cards are a view_item_list after hydration, a card opened its select_item. */
  list?: Ga4List & { firstIndex: number };
};

/**
 * The server-rendered first chunk of a listing or of search results, as a client component: its props are the cards'
 * data (lib/catalog/card-view.ts), which the RSC payload holds in about a third of the size of the rendered cards.
 * The same grid renders the chunks loaded by infinite scroll, so the page's JavaScript does not grow. The list's
 * analytics events are built here from the same card data, so the payload does not carry the cards twice.
 */
export function ProductGridIsland({ list, ...grid }: Props) {
  const { products, currency } = grid;
  const listEvent = useMemo(
    () => (list ? viewItemListEvent(list, currency.code, products.map((product) => itemOfCard(product, currency)), list.firstIndex) : null),
    [list, products, currency],
  );
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (!listEvent || !(event.target instanceof Element) || event.target.closest('a') === null) return;
    const id = event.target.closest('[data-product-id]')?.getAttribute('data-product-id');
    const selected = id ? selectItemEvent(listEvent, id) : null;
    if (selected) pushDataLayer(selected);
  };
  return (
    <>
      {listEvent ? <DataLayerEvent event={listEvent} /> : null}
      <ProductGrid {...grid} onClick={listEvent ? onClick : undefined} />
    </>
  );
}
