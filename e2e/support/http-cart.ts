import type { CartView } from '../../lib/cart/cart-view';
import type { CartProduct } from './cart-products';
import { E2E_PORTS, type ShopProject } from './ports';
import { rawGet, rawRequest } from './raw-http';
import { serverHtml, type HtmlResponse } from './server-html';

/** A shopper's cart in the HTTP tier: the shop's host and the cart cookie a browser would keep and send. */
export type HttpCart = { host: string; cookie: string };

/**
 * A new cart of the shop with these lines, made through the storefront's cart API as the shop's own pages call it
 * (same-origin), for checks of the server's HTML of /cart without a browser.
 */
export async function httpCartWith(shop: ShopProject, lines: ReadonlyArray<readonly [CartProduct, number]>): Promise<HttpCart> {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  let cookie = '';
  for (const [item, quantity] of lines) {
    const answer = await rawRequest('/api/cart/lines', host, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ productId: item.productId, pseId: item.pseId, quantity }),
    });
    if (answer.status !== 200) throw new Error(`adding ${item.title} answered ${answer.status}: ${answer.body}`);
    // The first add makes the cart and sets its cookie; later adds keep it.
    const set = answer.headers['set-cookie']?.[0];
    if (set) cookie = set.split(';')[0] ?? '';
  }
  if (!cookie) throw new Error('no cart cookie was set');
  return { host, cookie };
}

/** The server's HTML of /cart for this cart. */
export const cartHtml = (cart: HttpCart): Promise<HtmlResponse> => serverHtml('/cart', cart.host, { cookie: cart.cookie });

/** The cart as the storefront's API hands it to this shopper. */
export async function httpCartView(cart: HttpCart): Promise<CartView> {
  const answer = await rawGet('/api/cart', cart.host, { cookie: cart.cookie });
  if (answer.status !== 200) throw new Error(`/api/cart answered ${answer.status}`);
  return JSON.parse(answer.body) as CartView;
}
