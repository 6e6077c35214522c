import { preload } from '@/lib/query/preload';
import type { OrderStatusAnswer } from './order-status-answer';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

/**
 * The payment-processing page's call of `GET /api/checkout/order-status` (never cached). The answer's schema loads
 * with the request (ADR 0016); anything but a valid answer is `null` (the page keeps asking).
 */
export async function fetchOrderStatus(orderRef: string, hash: string): Promise<OrderStatusAnswer | null> {
  const schema = preload(importInTurn(() => import('./order-status-answer')));
  try {
    const query = new URLSearchParams({ order: orderRef, h: hash });
    const response = await fetch(`/api/checkout/order-status?${query.toString()}`, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const [body, { orderStatusAnswerSchema }] = await Promise.all([response.json() as Promise<unknown>, schema]);
    const parsed = orderStatusAnswerSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
