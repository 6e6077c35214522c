import { NextResponse, type NextRequest } from 'next/server';
import { checkedOrderId, signedOrderLinks } from '@/lib/orders/order-link-server';
import type { OrderStatusAnswer } from '@/lib/orders/order-status-answer';
import { pathOfProgress, progressOf, retryWaitLeftMs } from '@/lib/orders/payment-progress';
import { loadPaymentState } from '@/lib/orders/server';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * `GET /api/checkout/order-status?order={ref}&h={hash}`: the payment state of one order for the payment-processing
 * page, which asks every 2 s (never cached). 200 `OrderStatusAnswer` (`next`: the page to go to, null while the
 * payment is pending); 404 `{error:'not-found'}` for a wrong or missing hash or an unknown order; 503
 * `{error:'unavailable'}` when the backend cannot say.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const ref = query.get('order');
  const orderId = checkedOrderId(ref, query.get('h'));
  if (orderId === null || ref === null) return NextResponse.json({ error: 'not-found' }, { status: 404, headers: NO_STORE });
  const state = await loadPaymentState(orderId);
  if (!state.ok) {
    const notFound = state.error.code === 'not-found';
    return NextResponse.json({ error: notFound ? 'not-found' : 'unavailable' }, { status: notFound ? 404 : 503, headers: NO_STORE });
  }
  const progress = progressOf(state.data);
  const answer: OrderStatusAnswer = {
    progress,
    next: progress === 'pending' ? null : pathOfProgress(progress, signedOrderLinks(ref)),
    retryWaitMs: progress === 'pending' ? retryWaitLeftMs(state.data.payment_started_at, Date.now()) : 0,
  };
  return NextResponse.json(answer, { headers: NO_STORE });
}
