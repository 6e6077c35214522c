import type { NextRequest } from 'next/server';
import type { OrderPaymentState } from '@/contract/checkout';
import { signedOrderLinks } from '@/lib/orders/order-link-server';
import { orderIdOfRef } from '@/lib/orders/order-ref';
import { pathOfProgress, progressOf } from '@/lib/orders/payment-progress';
import { readPaymentReturn, type PaymentReturn } from '@/lib/payment/payment-return';
import { notFoundPage, seeOther, serverDownPage } from '@/lib/orders/route-answers';
import { acceptPaypal, cancelPaypal, loadPaymentState } from '@/lib/orders/server';
import type { CartCookie } from '@/lib/cart/cart-cookie';
import { routeContext } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ method: string; outcome: string }> };

/** The order is the shopper's: made from the cart of their signed cart cookie, with the method of this address. */
function belongsTo(state: OrderPaymentState, cart: CartCookie, back: PaymentReturn): boolean {
  return cart.kind === 'valid' && cart.cartId === state.cart_id && state.order_ref === back.orderRef && state.payment_code === back.method;
}

/**
 * `GET /api/checkout/return/{method}/{success|cancel|failure}?order_ref=...&<provider fields>`: where payment providers
 * send the shopper back (the pay payload's `api_call`, design step 5). The order must be the shopper's (its cart is
 * the one of the signed cart cookie), else the answer is the not-found page, never another's order. For PayPal the
 * backend is told of the approval (`/paypal/accept`, which captures) or the cancel (`/paypal/cancel`); then the
 * backend's payment state alone decides where the shopper goes (303, relative): paid or placed to /order-placed,
 * pending to /checkout/processing, failed to /order-failed, cancelled back to the payment step. A return address
 * without the provider's confirmation therefore never shows an unpaid order as paid.
 */
export async function GET(request: NextRequest, { params }: Params): Promise<Response> {
  const back = readPaymentReturn(await params, request.nextUrl.searchParams);
  const context = routeContext(request);
  const orderId = back ? orderIdOfRef(back.orderRef) : null;
  if (!back || orderId === null || !context.ok) return notFoundPage();

  const found = await loadPaymentState(orderId);
  if (!found.ok) return found.error.code === 'not-found' ? notFoundPage() : serverDownPage(context.data.shop);
  if (!belongsTo(found.data, context.data.cart, back)) return notFoundPage();

  let state = found.data;
  if (back.paypal && progressOf(state) === 'pending') {
    // The outcome of the follow-up is logged by the call; the state read afterwards says what it changed.
    if (back.paypal.kind === 'accept') await acceptPaypal(back.paypal.data);
    else await cancelPaypal(back.paypal.data);
    const after = await loadPaymentState(orderId);
    // Unknown after the follow-up: still pending, and the processing page keeps asking.
    if (after.ok) state = after.data;
  }
  return seeOther(pathOfProgress(progressOf(state), signedOrderLinks(back.orderRef)));
}
