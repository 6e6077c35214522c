import type { CartLine, CartView } from '@/lib/cart/cart-view';
import { emptyCartView } from '@/lib/cart/cart-view-builder';
import { addedItems, addToCartEvent, cartChangeEvents, cartEvent } from './ga4-cart-events';

const line = (id: number, productId: number, quantity: number, unitPrice: number): CartLine => ({
  id, productId, pseId: productId * 10, ref: `R${productId}`, title: `P${productId}`, href: `/p${productId}`, image: null, variation: 'Weiß', brand: null,
  quantity, step: 1, min: 1, unitPrice, unitPriceBefore: null, linePrice: unitPrice * quantity, taxPercent: 21, stockState: 'in_stock',
  quantityRemain: 9, undeliverable: false, fulfilmentCenter: 0, fulfilmentOptions: [], priceDay: '2026-12-07',
});
const cart = (lines: CartLine[], code = 'RON', coupon: string | null = null): CartView => ({
  ...emptyCartView({ countryId: 146, now: new Date('2026-12-07T10:00:00Z'), timeZone: 'Europe/Bucharest', currency: { code, symbol: 'lei', rate: 4.9765 } }),
  lines,
  coupon,
});

describe('GA4 cart events', () => {
  test('S7-52 add_to_cart: the units added (not the line), priced as the cart answered, in the cart currency', () => {
    const view = cart([line(1, 7, 5, 49.7)]);
    const event = addToCartEvent(view.currency.code, addedItems(view, [{ pseId: 70, quantity: 3 }, { pseId: 999, quantity: 1 }]));
    expect(event).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'RON', value: 149.1, items: [{ item_id: '7', item_name: 'P7', item_variant: 'Weiß', price: 49.7, quantity: 3 }] } });
    expect(typeof event.ecommerce.value).toBe('number');
  });

  test('remove_from_cart for units taken out or lines gone; add_to_cart for a raised quantity', () => {
    const before = [line(1, 7, 5, 10), line(2, 8, 1, 2.5), line(3, 9, 1, 4)];
    const events = cartChangeEvents(before, cart([line(1, 7, 2, 10), line(3, 9, 3, 4)]));
    expect(events).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'RON',
          value: 32.5,
          items: [
            { item_id: '7', item_name: 'P7', item_variant: 'Weiß', price: 10, quantity: 3 },
            { item_id: '8', item_name: 'P8', item_variant: 'Weiß', price: 2.5, quantity: 1 },
          ],
        },
      },
      { event: 'add_to_cart', ecommerce: { currency: 'RON', value: 8, items: [{ item_id: '9', item_name: 'P9', item_variant: 'Weiß', price: 4, quantity: 2 }] } },
    ]);
    expect(cartChangeEvents(before, cart(before))).toEqual([]);
  });

  test('view_cart and begin_checkout carry the whole cart, its coupon and its currency (never a default)', () => {
    const view = cart([line(1, 7, 2, 10), line(2, 8, 1, 2.5)], 'EUR', 'WINTER10');
    expect(cartEvent('view_cart', view)).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'EUR',
        value: 22.5,
        coupon: 'WINTER10',
        items: [
          { item_id: '7', item_name: 'P7', item_variant: 'Weiß', price: 10, quantity: 2 },
          { item_id: '8', item_name: 'P8', item_variant: 'Weiß', price: 2.5, quantity: 1 },
        ],
      },
    });
    expect(cartEvent('begin_checkout', cart([line(1, 7, 1, 3)])).ecommerce).toEqual({ currency: 'RON', value: 3, items: [expect.objectContaining({ item_id: '7' })] });
  });
});
