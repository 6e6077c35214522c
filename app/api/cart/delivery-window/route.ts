import { NextResponse, type NextRequest } from 'next/server';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { cartError, readCartRequest } from '@/lib/cart/cart-handlers';
import { readCart } from '@/lib/cart/server';
import { cartDelivery } from '@/lib/checkout/delivery-lines-server';
import { deliveryWindow } from '@/lib/delivery/delivery-window';
import { getLayoutData } from '@/lib/layout/server';

const NO_STORE = { 'Cache-Control': 'no-store', Vary: 'Host, Cookie' } as const;

/**
 * `GET /api/cart/delivery-window?country=`: `{ window }`, when the shopper's cart would arrive if ordered now by its
 * default delivery (the forwarder when a line goes by freight, else parcel), by the checkout's rule
 * (lib/delivery/delivery-window.ts); `null` without a cart, for an empty one, or when a line has no delivery time.
 * Errors as `/api/cart`. Per shopper and never cached, so the cart page stays the same for everybody.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const read = readCartRequest(request);
  if (!read.ok) return read.error;
  const { cartId, scope, context } = read.data;
  if (cartId === null) return NextResponse.json({ window: null }, { headers: NO_STORE });
  try {
    const [loaded, layout] = await Promise.all([readCart(scope, cartId), getLayoutData(context.shop)]);
    if (!loaded.ok) return cartError(loaded.error.code);
    const cart = loaded.data.cart;
    if (!cart || cart.items.length === 0) return NextResponse.json({ window: null }, { headers: NO_STORE });
    const delivery = await cartDelivery(context.shop, cart);
    const kind = delivery.freightTitles.length > 0 ? 'freight' : 'parcel';
    const window = deliveryWindow(new Date(), delivery.times, kind, { shop: context.shop.code, cutoff: layout.config.next_day_cutoff });
    return NextResponse.json({ window }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return cartError('cart-unavailable');
    throw error;
  }
}
