import { addToCartEvent, pushDataLayer } from './data-layer';

describe('analytics data layer', () => {
  test('add-to-cart pushes the GA4 add_to_cart event into the data layer (sent on only by the tag manager)', () => {
    const event = addToCartEvent('RON', { item_id: 'PSE-1', item_name: 'Armatur', price: 49.7, quantity: 3 });
    expect(event).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'RON', value: 149.1, items: [{ item_id: 'PSE-1', item_name: 'Armatur', price: 49.7, quantity: 3 }] } });
    const page: { dataLayer?: unknown[] } = {};
    pushDataLayer(event, page);
    expect(page.dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(() => pushDataLayer(event, undefined)).not.toThrow();
  });
});
