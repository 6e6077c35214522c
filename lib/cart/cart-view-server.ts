import 'server-only';
import { ok } from '@/lib/api/result';
import { currencyOf } from '@/lib/pricing/currency';
import { getLocaleConfig } from '@/lib/layout/server';
import type { VatMode } from '@/lib/product/price-display';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { buildCartView, emptyCartView } from './cart-view-builder';
import type { CartView } from './cart-view';
import { getFulfilmentCenters, getStockByPse } from './fulfilment-server';
import { readCart, readPostage, type CartOutcome, type CartScope } from './server';

/**
 * The browser's view of the cart: the backend cart priced for the scope's country, its postage, the fulfilment
 * centres holding stock of each line. `exists` is false when there is no cart (or the backend forgot it), so the
 * caller can drop the cookie. `vatMode` 'net' for a business customer with a checked VAT number (cart-vat-server.ts). Throws UpstreamUnavailableError when the locale config cannot be read.
 */
export async function loadCartView(
  scope: CartScope,
  cartId: number | null,
  now = new Date(),
  vatMode: VatMode = 'gross',
): Promise<CartOutcome<{ view: CartView; exists: boolean }>> {
  const timeZone = SHOP_TIME_ZONE[scope.shop.code];
  const [config, read] = await Promise.all([getLocaleConfig(scope.shop), cartId === null ? Promise.resolve(null) : readCart(scope, cartId)]);
  const currency = currencyOf(config);
  if (read !== null && !read.ok) return read;
  const cart = read?.data.cart ?? null;
  if (cartId === null || cart === null) return ok({ view: emptyCartView({ countryId: scope.countryId, now, timeZone, currency }), exists: false });
  const hasLines = cart.items.length > 0;
  const [postage, centers, stockByPse] = await Promise.all([
    hasLines ? readPostage(scope, cartId) : Promise.resolve(null),
    hasLines ? getFulfilmentCenters(scope.shop) : Promise.resolve([]),
    getStockByPse(cart.items.map((item) => item.PRODUCT_SALE_ELEMENT)),
  ]);
  const view = buildCartView(cart, { currency, timeZone, now, countryId: cart.country_id, postage, centers, stockByPse, vatMode });
  return ok({ view, exists: true });
}
