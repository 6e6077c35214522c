import { listingListId, selectItemEvent, viewItemListEvent } from './ga4-list-events';

const items = [
  { item_id: '1', item_name: 'A', price: 10, quantity: 1 },
  { item_id: '2', item_name: 'B', price: 20.5, quantity: 1 },
];

describe('GA4 list events', () => {
  test('view_item_list names the list on the event and on each item, with positions from the chunk start', () => {
    const event = viewItemListEvent({ id: 'category-4', name: 'Waschtische' }, 'EUR', items, 12);
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'EUR',
        value: 30.5,
        item_list_id: 'category-4',
        item_list_name: 'Waschtische',
        items: [
          { ...items[0], item_list_id: 'category-4', item_list_name: 'Waschtische', index: 12 },
          { ...items[1], item_list_id: 'category-4', item_list_name: 'Waschtische', index: 13 },
        ],
      },
    });
  });

  test('select_item carries the chosen item of the list, or nothing for a product not in it', () => {
    const list = viewItemListEvent({ id: 'search_results', name: 'Suche' }, 'RON', items);
    expect(selectItemEvent(list, '2')).toEqual({
      event: 'select_item',
      ecommerce: { currency: 'RON', value: 20.5, item_list_id: 'search_results', item_list_name: 'Suche', items: [list.ecommerce.items[1]] },
    });
    expect(selectItemEvent(list, '9')).toBeNull();
  });

  test('a listing list id says what it lists', () => {
    expect(listingListId({ category: 4 })).toBe('category-4');
    expect(listingListId({ category: 4, brand: 2 })).toBe('category-4-brand-2');
    expect(listingListId({ type: 'new' })).toBe('type-new');
    expect(listingListId({})).toBe('listing');
  });
});
