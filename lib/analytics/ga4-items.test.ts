import type { Price } from '@/contract/product-card';
import { categoriesOf, itemOfCard, itemOfCartLine, itemOfOrderProduct, itemOfVariant } from './ga4-items';

const EUR = { code: 'EUR', symbol: '€', rate: 1 };
const RON = { code: 'RON', symbol: 'lei', rate: 4.9765 };
const prices = (over: Partial<Price> = {}): Price => ({
  price: 100,
  taxed_price: 120,
  promo_price: 80,
  taxed_promo_price: 96,
  is_promo: false,
  listen_price: null,
  lowest_30d_taxed: null,
  tax_percent: 20,
  ...over,
});

describe('GA4 items', () => {
  test('a card: product id, title, brand and the gross sale price converted to the shop currency', () => {
    const card = { id: 12, title: 'Waschtisch', brand_title: 'Duravit', prices: prices() };
    expect(itemOfCard(card, EUR)).toEqual({ item_id: '12', item_name: 'Waschtisch', item_brand: 'Duravit', price: 120, quantity: 1 });
    expect(itemOfCard({ ...card, brand_title: null, prices: prices({ is_promo: true }) }, RON)).toEqual({ item_id: '12', item_name: 'Waschtisch', price: 477.74, quantity: 1 });
  });

  test('the product page variant: categories of its path (five at most) and the variant as the cart names it', () => {
    const product = { id: 5, title: 'Armatur', brand: 'GROHE', categories: ['Bad', 'Armaturen'] };
    expect(itemOfVariant(product, { color: 'Chrom', size: 'M', prices: prices() }, EUR, 2)).toEqual({
      item_id: '5',
      item_name: 'Armatur',
      item_brand: 'GROHE',
      item_category: 'Bad',
      item_category2: 'Armaturen',
      item_variant: 'Chrom / M',
      price: 120,
      quantity: 2,
    });
    expect(itemOfVariant({ ...product, brand: null }, { color: null, size: null, prices: prices() }, EUR)).not.toHaveProperty('item_variant');
    expect(categoriesOf(['1', '2', '3', '4', '5', '6'])).toEqual({ item_category: '1', item_category2: '2', item_category3: '3', item_category4: '4', item_category5: '5' });
  });

  test('a cart line and an order line: their own amounts, the same item_id as the card', () => {
    expect(itemOfCartLine({ productId: 12, title: 'Waschtisch', brand: 'Duravit', variation: 'Weiß', unitPrice: 119.999 }, 3)).toEqual({
      item_id: '12',
      item_name: 'Waschtisch',
      item_brand: 'Duravit',
      item_variant: 'Weiß',
      price: 120,
      quantity: 3,
    });
    expect(itemOfOrderProduct({ product_id: 12, title: 'Waschtisch', variation: '', unit_price_taxed: 99, quantity: 2 })).toEqual({ item_id: '12', item_name: 'Waschtisch', price: 99, quantity: 2 });
  });
});
