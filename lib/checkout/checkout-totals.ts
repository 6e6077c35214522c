import type { CartLine, CartTotals } from '@/lib/cart/cart-view';
import { vatGoodsOf } from '@/lib/cart/cart-view-builder';
import { vatBreakdown } from '@/lib/pricing/vat-breakdown';
import type { CheckoutState, CheckoutTotals } from './checkout-state';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The checkout's totals: the cart's totals for the delivery country with the chosen method's postage (value of goods
 * of the deliverable lines, discount, postage), plus the payment method's surcharge, and the VAT in all of it by the
 * shop's one rule (lib/pricing/vat-breakdown.ts): the surcharge is taxed at the postage's rate (the cart's highest
 * rate when the postage is free), as the order will be. `freight` marks postage that is the freight forwarder's.
 */
export function checkoutTotals(cart: { lines: readonly Pick<CartLine, 'linePrice' | 'taxPercent' | 'undeliverable'>[]; totals: CartTotals }, input: { fee: number; freight: boolean }): CheckoutTotals {
  const totals = cart.totals;
  const fee = round2(Math.max(0, input.fee));
  const goods = vatGoodsOf(cart.lines);
  const extrasRate = totals.shipmentVatPercent ?? Math.max(0, ...goods.map((line) => line.percent));
  const extras = [
    ...(totals.shipment !== null && totals.shipment > 0 && totals.shipmentVatPercent !== undefined ? [{ taxed: totals.shipment, percent: totals.shipmentVatPercent }] : []),
    ...(fee > 0 ? [{ taxed: fee, percent: extrasRate }] : []),
  ];
  return {
    goods: totals.goods,
    shipping: totals.shipment,
    freight: input.freight,
    fee,
    discount: totals.discount,
    total: round2(totals.total + fee),
    vat: vatBreakdown({ goods, discount: totals.discount, extras }),
  };
}

/**
 * The totals while the shopper picks methods on the shipping step, before they are saved: the picked method's postage
 * and surcharge in the total. The VAT by rate is the server's and is left out until the choice is saved (the postage
 * and surcharge VAT rates are known only there); the saved choice shows the saved totals as they are.
 */
export function previewTotals(
  state: Pick<CheckoutState, 'totals' | 'deliveryMethods' | 'paymentMethods' | 'freightTitles'>,
  picked: { deliveryModuleId: number | null; paymentModuleId: number | null },
): CheckoutTotals {
  const option = state.deliveryMethods?.options.find((candidate) => candidate.id === picked.deliveryModuleId);
  if (!option) return state.totals;
  const method = state.paymentMethods?.options.find((candidate) => candidate.id === picked.paymentModuleId) ?? null;
  if (option.id === state.deliveryMethods?.selectedId && (method?.id ?? null) === state.paymentMethods?.selectedId) return state.totals;
  const { goods, discount } = state.totals;
  const fee = method?.fee ?? 0;
  return { goods, discount, shipping: option.postage, fee, freight: state.freightTitles.length > 0 && !option.pickup, total: round2(goods - discount + option.postage + fee), vat: [] };
}
