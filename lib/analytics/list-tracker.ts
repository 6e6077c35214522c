import type { CardView } from '@/lib/catalog/card-view';
import type { CurrencySettings } from '@/lib/pricing/money';
import { pushDataLayer } from './data-layer';
import { itemOfCard } from './ga4-items';
import { selectItemEvent, viewItemListEvent, type Ga4List } from './ga4-list-events';

/**
 * The analytics of a grid of cards, loaded after hydration (components/catalog/product-grid-island.tsx) so that none
 * of it enters first-load JavaScript: pushes the list's view_item_list, and answers the select_item push of a click
 * in the grid (a click on a card's link; nothing for a click elsewhere).
 */
export function trackList(list: Ga4List, currency: CurrencySettings, cards: ReadonlyArray<Pick<CardView, 'id' | 'title' | 'brand_title' | 'prices'>>, firstIndex: number) {
  const listEvent = viewItemListEvent(list, currency.code, cards.map((card) => itemOfCard(card, currency)), firstIndex);
  pushDataLayer(listEvent);
  return (target: EventTarget | null): void => {
    if (!(target instanceof Element) || target.closest('a') === null) return;
    const id = target.closest('[data-product-id]')?.getAttribute('data-product-id');
    const selected = id ? selectItemEvent(listEvent, id) : null;
    if (selected) pushDataLayer(selected);
  };
}
