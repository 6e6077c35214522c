import { isOnRoute, shopPath } from './path';

test('shopPath strips the locale prefix, the query and trailing slashes', () => {
  expect(shopPath('/checkout')).toBe('/checkout');
  expect(shopPath('/de-AT/checkout/')).toBe('/checkout');
  expect(shopPath('/ro-RO')).toBe('/');
  expect(shopPath('/advent-calendar?x=1')).toBe('/advent-calendar');
  expect(shopPath('/')).toBe('/');
  expect(shopPath(null)).toBe('/');
  expect(shopPath('/de-ATx/page')).toBe('/de-ATx/page');
});

test('isOnRoute matches the route and paths below it only', () => {
  expect(isOnRoute('/checkout', '/checkout')).toBe(true);
  expect(isOnRoute('/de-DE/checkout/payment', '/checkout')).toBe(true);
  expect(isOnRoute('/checkout-info', '/checkout')).toBe(false);
  expect(isOnRoute('/advent-calendar', '/advent-calendar')).toBe(true);
  expect(isOnRoute('/', '/advent-calendar')).toBe(false);
});
