import { addToWishlistEvent } from './ga4-wishlist-event';
import { itemOfCard } from './ga4-items';

describe('GA4 add_to_wishlist', () => {
  test('the product with its shown price, brand and the shop currency; the same item a card names in its list', () => {
    const card = { id: 12, title: 'Waschtisch', brand_title: 'Duravit', prices: { price: 100, taxed_price: 120, promo_price: 0, taxed_promo_price: 0, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 20 } };
    const event = addToWishlistEvent(12, 'Waschtisch', { price: 120, brand: 'Duravit', currency: 'EUR' });
    expect(event).toEqual({ event: 'add_to_wishlist', ecommerce: { currency: 'EUR', value: 120, items: [itemOfCard(card, { code: 'EUR', symbol: '€', rate: 1 })] } });
    expect(addToWishlistEvent(3, 'Sifon', { price: 54.9, brand: null, currency: 'RON' }).ecommerce.items).toEqual([{ item_id: '3', item_name: 'Sifon', price: 54.9, quantity: 1 }]);
  });
});
