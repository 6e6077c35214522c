import { ga4Event, type Ga4Event, type Ga4Item } from './ga4-event';

/** A product list as GA4 names it: listings by category or brand, search results. */
export type Ga4List = { id: string; name: string };

/** The list's items with their list and position (from `first`, the index of the page's first card). */
function listed(list: Ga4List, items: readonly Ga4Item[], first: number): Ga4Item[] {
  return items.map((item, offset) => ({ ...item, item_list_id: list.id, item_list_name: list.name, index: first + offset }));
}

/** view_item_list: the cards of a listing or search page as shown (their page's chunk). */
export function viewItemListEvent(list: Ga4List, currency: string, items: readonly Ga4Item[], first = 0): Ga4Event {
  return ga4Event('view_item_list', currency, listed(list, items, first), { item_list_id: list.id, item_list_name: list.name });
}

/** select_item: the shopper opened a card of the list (the item as the list event carried it). */
export function selectItemEvent(listEvent: Ga4Event, itemId: string): Ga4Event | null {
  const item = listEvent.ecommerce.items.find((candidate) => candidate.item_id === itemId);
  if (!item) return null;
  const { item_list_id, item_list_name } = listEvent.ecommerce;
  return ga4Event('select_item', listEvent.ecommerce.currency, [item], { ...(item_list_id ? { item_list_id } : {}), ...(item_list_name ? { item_list_name } : {}) });
}

/** The id of a listing's list: what it lists ('category-12', 'brand-3', 'category-12-brand-3', 'type-new'). */
export function listingListId(base: { category?: number; brand?: number; type?: string }): string {
  const parts = [
    ...(base.category !== undefined ? [`category-${base.category}`] : []),
    ...(base.brand !== undefined ? [`brand-${base.brand}`] : []),
    ...(base.type !== undefined ? [`type-${base.type}`] : []),
  ];
  return parts.join('-') || 'listing';
}

/** The search results are one list, whatever the term (GA4 reads the term from its own search event). */
export const SEARCH_RESULTS_LIST_ID = 'search_results';
