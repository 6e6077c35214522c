import { PRICE_FILTER_MAX } from '@/contract/constants';
import { PRICE_FILTER_CEILING, priceFilterMaxOf, shopPriceFilterMax } from './price-filter';
import { SHOPS } from '@/contract/shops';

describe('price filter bound per currency', () => {
  test('EUR keeps the spec range 0..8000, RON reaches far above 8000 lei', () => {
    expect(priceFilterMaxOf('EUR')).toBe(PRICE_FILTER_MAX);
    expect(PRICE_FILTER_MAX).toBe(8000);
    expect(priceFilterMaxOf('RON')).toBe(70_000);
  });

  test('a currency without its own bound has the spec bound', () => {
    expect(priceFilterMaxOf('CHF')).toBe(PRICE_FILTER_MAX);
  });

  test('each shop has the bound of its currency', () => {
    expect(shopPriceFilterMax(SHOPS.at)).toBe(8000);
    expect(shopPriceFilterMax(SHOPS.de)).toBe(8000);
    expect(shopPriceFilterMax(SHOPS.ro)).toBe(70_000);
    expect(PRICE_FILTER_CEILING).toBe(70_000);
  });
});
