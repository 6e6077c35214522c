import type { CartTotals } from '@/lib/cart/cart-view';
import type { CheckoutState, CheckoutTotals } from './checkout-state';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The checkout's totals: the cart's totals for the delivery country with the chosen method's postage (value of goods
 * of the deliverable lines, discount, postage and the VAT in them), plus the payment method's surcharge, whose VAT is
 * counted at the order's highest rate (the standard rate: a surcharge follows the main supply). `freight` marks
 * postage that is the freight forwarder's.
 */
export function checkoutTotals(cart: CartTotals, input: { fee: number; freight: boolean }): CheckoutTotals {
  const fee = round2(Math.max(0, input.fee));
  const vat = cart.vat.map((share) => ({ ...share }));
  const top = vat.reduce<{ percent: number; amount: number } | null>((best, share) => (best === null || share.percent > best.percent ? share : best), null);
  if (fee > 0 && top && top.percent > 0) top.amount = round2(top.amount + fee - fee / (1 + top.percent / 100));
  return {
    goods: cart.goods,
    shipping: cart.shipment,
    freight: input.freight,
    fee,
    discount: cart.discount,
    total: round2(cart.total + fee),
    vat,
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
