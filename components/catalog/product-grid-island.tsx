'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { DataLayerEvent } from '@/components/analytics/data-layer-event';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import type { Ga4Event } from '@/lib/analytics/ga4-event';
import { selectItemEvent } from '@/lib/analytics/ga4-list-events';
import { ProductGrid } from './product-grid';

type Props = ComponentProps<typeof ProductGrid> & {
  /** The list's view_item_list event (built on the server): pushed after hydration, its items named by select_item. */
  listEvent?: Ga4Event;
};

/**
 * The server-rendered first chunk of a listing or of search results, as a client component: its props are the cards'
 * data (lib/catalog/card-view.ts), which the RSC payload holds in about a third of the size of the rendered cards.
 * The same grid renders the chunks loaded by infinite scroll, so the page's JavaScript does not grow. A click on a
 * card's link is the list's select_item.
 */
export function ProductGridIsland({ listEvent, ...grid }: Props) {
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
