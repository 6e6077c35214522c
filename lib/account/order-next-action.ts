import type { Order } from '@/contract/checkout';
import { nextStepOf } from '@/lib/orders/order-view';
import { orderDocuments } from './order-documents';

/**
 * What the account overview offers for an order, the one thing the shopper most likely came for: pay an unpaid
 * prepayment (its bank details and QR code on the order page), follow a sent parcel at the carrier, or download the
 * invoice once there is one; otherwise only the order's details. Pure: from the backend's order alone.
 */
export type OrderAction = { kind: 'pay' } | { kind: 'track'; url: string } | { kind: 'invoice' } | { kind: 'details' };

export function nextActionOf(order: Pick<Order, 'status' | 'payment_code' | 'tracking_url' | 'invoice_ref'>): OrderAction {
  if (nextStepOf(order) === 'transfer') return { kind: 'pay' };
  if (order.status === 'sent' && order.tracking_url) return { kind: 'track', url: order.tracking_url };
  if (orderDocuments(order).includes('invoice')) return { kind: 'invoice' };
  return { kind: 'details' };
}
