import type { Order } from '@/contract/checkout';
import { round2, vatOf } from '@/backend/repo/order-amounts';

/** An amount of an invoice row: net, gross and the VAT rate it carries. */
export type RowFigure = { net: number; gross: number; percent: number };
/** The VAT of one rate: the net amount it is charged on (after the discount), the VAT and the gross amount. */
export type RateFigure = { percent: number; net: number; vat: number; gross: number };

export type InvoiceFigures = {
  lines: RowFigure[];
  postage: RowFigure;
  fee: RowFigure | null;
  /** The coupon discount as a positive amount (net is its share without VAT over the rates). */
  discount: { net: number; gross: number } | null;
  rates: RateFigure[];
  totalNet: number;
  totalVat: number;
  totalGross: number;
};

type FigureOrder = Pick<
  Order,
  'products' | 'taxes' | 'postage_taxed' | 'postage_untaxed' | 'payment_fee_taxed' | 'discount_taxed' | 'total_taxed' | 'total_untaxed'
>;

const netOf = (gross: number, percent: number) => round2(gross - vatOf(gross, percent));

/**
 * The rate of the postage (the contract gives postage with and without VAT, not its rate): the one among the order's
 * rates whose VAT makes the frozen net postage; without postage, the highest rate.
 */
function postagePercent(order: FigureOrder): number {
  const candidates = [...new Set([0, ...order.products.map((line) => line.tax_percent), ...order.taxes.map((tax) => tax.percent)])].sort((a, b) => b - a);
  const found = candidates.find((percent) => netOf(order.postage_taxed, percent) === round2(order.postage_untaxed));
  return found ?? candidates[0] ?? 0;
}

/**
 * What an invoice shows of an order's frozen amounts (backend/repo/order-amounts.ts): each line's net amount, the
 * postage, fee and discount, and per VAT rate the gross amount (goods less their share of the discount, plus postage
 * and fee at the postage's rate), the frozen VAT of the rate and its net base (gross less VAT). The VAT per rate and
 * the totals are the order's own figures; the per-rate net bases add up to the order's net total.
 */
export function invoiceFigures(order: FigureOrder): InvoiceFigures {
  const lines = order.products.map((line) => ({ net: netOf(line.total_taxed, line.tax_percent), gross: line.total_taxed, percent: line.tax_percent }));
  const shippingPercent = postagePercent(order);
  const goods = round2(lines.reduce((sum, line) => sum + line.gross, 0));

  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.percent, round2((byRate.get(line.percent) ?? 0) + line.gross));
  const ratesUp = [...byRate.keys()].sort((a, b) => a - b);
  let discountLeft = order.discount_taxed;
  let discountNet = 0;
  ratesUp.forEach((percent, index) => {
    const base = byRate.get(percent) ?? 0;
    const share = index === ratesUp.length - 1 ? discountLeft : round2(goods > 0 ? (order.discount_taxed * base) / goods : 0);
    discountLeft = round2(discountLeft - share);
    discountNet = round2(discountNet + netOf(share, percent));
    byRate.set(percent, round2(base - share));
  });
  const extra = round2(order.postage_taxed + order.payment_fee_taxed);
  if (extra > 0) byRate.set(shippingPercent, round2((byRate.get(shippingPercent) ?? 0) + extra));

  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([percent, gross]) => {
      const vat = order.taxes.find((tax) => tax.percent === percent)?.amount ?? 0;
      return { percent, net: round2(gross - vat), vat, gross };
    });
  return {
    lines,
    postage: { net: round2(order.postage_untaxed), gross: order.postage_taxed, percent: shippingPercent },
    fee: order.payment_fee_taxed > 0 ? { net: netOf(order.payment_fee_taxed, shippingPercent), gross: order.payment_fee_taxed, percent: shippingPercent } : null,
    discount: order.discount_taxed > 0 ? { net: discountNet, gross: order.discount_taxed } : null,
    rates,
    totalNet: order.total_untaxed,
    totalVat: round2(order.taxes.reduce((sum, tax) => sum + tax.amount, 0)),
    totalGross: order.total_taxed,
  };
}
