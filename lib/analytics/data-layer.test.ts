import { pushDataLayer } from './data-layer';
import { ga4Event } from './ga4-event';

describe('analytics data layer', () => {
  test('S7-52 an event is queued in the data layer after {ecommerce: null} (sent on only by the tag manager)', () => {
    const event = ga4Event('add_to_cart', 'RON', [{ item_id: '7', item_name: 'Armătură', price: 49.7, quantity: 3 }]);
    const page: { dataLayer?: unknown[] } = {};
    pushDataLayer(event, page);
    pushDataLayer(event, page);
    expect(page.dataLayer).toEqual([{ ecommerce: null }, event, { ecommerce: null }, event]);
    expect(() => pushDataLayer(event, undefined)).not.toThrow();
  });

  test('a queued entry left by the container stand-in stays in front of the events', () => {
    const page: { dataLayer?: unknown[] } = { dataLayer: [{ 'gtm.start': 1 }] };
    const event = ga4Event('view_item', 'EUR', [{ item_id: '1', item_name: 'A', price: 1, quantity: 1 }]);
    pushDataLayer(event, page);
    expect(page.dataLayer).toEqual([{ 'gtm.start': 1 }, { ecommerce: null }, event]);
  });
});
