import { ga4Event, itemsValue, money } from './ga4-event';

describe('GA4 event payloads', () => {
  test('amounts are numbers rounded half up to the cent', () => {
    expect(money(1.005)).toBe(1.01);
    expect(money(149.10000000000002)).toBe(149.1);
    expect(typeof money(3)).toBe('number');
  });

  test('value is Σ price × quantity of the items, a number with two decimals', () => {
    const items = [
      { item_id: '1', item_name: 'A', price: 49.7, quantity: 3 },
      { item_id: '2', item_name: 'B', price: 0.1, quantity: 2 },
    ];
    expect(itemsValue(items)).toBe(149.3);
    expect(ga4Event('view_cart', 'EUR', items)).toEqual({ event: 'view_cart', ecommerce: { currency: 'EUR', value: 149.3, items } });
  });

  test('a given value (a purchase less its discount) wins over the items value', () => {
    expect(ga4Event('purchase', 'EUR', [{ item_id: '1', item_name: 'A', price: 10, quantity: 1 }], { value: 8 }).ecommerce.value).toBe(8);
  });
});
