import type { Order } from '@/contract/checkout';
import { nextStepOf } from '@/lib/orders/order-view';
import { ga4Event, money, type Ga4Event } from './ga4-event';
import { itemOfOrderProduct } from './ga4-items';

/**
 * The purchase event of a placed order, from the backend's order (frozen amounts, its own currency): transaction_id is
 * the order number (the one identifier of the order, issue 42), value the goods less the coupon discount with the VAT
 * charged, tax the order's VAT, shipping its postage. None for an order that was cancelled, refunded or failed: that
 * is no sale.
 */
export function purchaseEvent(order: Order): Ga4Event | null {
  const step = nextStepOf(order);
  if (step === 'cancelled' || step === 'refunded' || step === 'payment-failed') return null;
  const items = order.products.map(itemOfOrderProduct);
  const goods = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return ga4Event('purchase', order.currency, items, {
    transaction_id: order.number,
    value: money(Math.max(0, goods - order.discount_taxed)),
    tax: money(order.taxes.reduce((sum, share) => sum + share.amount, 0)),
    shipping: money(order.postage_taxed),
    ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
  });
}
