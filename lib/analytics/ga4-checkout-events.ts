import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { ga4Event, type Ga4Event } from './ga4-event';
import { itemsOfCart } from './ga4-items';

/**
 * add_shipping_info and add_payment_info of a saved shipping step: the cart's items, the delivery method's code as
 * shipping_tier and the payment method's code as payment_type (codes, not titles: the same in every shop and language).
 * None while the step is not saved.
 */
export function shippingStepEvents(state: CheckoutState): Ga4Event[] {
  const choice = state.shipping;
  if (choice === null) return [];
  const delivery = state.deliveryMethods?.options.find((option) => option.id === choice.deliveryModuleId);
  const payment = state.paymentMethods?.options.find((option) => option.id === choice.paymentModuleId);
  const currency = state.cart.currency.code;
  const items = itemsOfCart(state.cart.lines);
  const coupon = state.cart.coupon ? { coupon: state.cart.coupon } : {};
  return [
    ...(delivery ? [ga4Event('add_shipping_info', currency, items, { ...coupon, shipping_tier: delivery.code })] : []),
    ...(payment ? [ga4Event('add_payment_info', currency, items, { ...coupon, payment_type: payment.code })] : []),
  ];
}
