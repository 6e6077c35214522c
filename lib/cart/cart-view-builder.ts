import type { Cart, CartItem, PostageResponse } from '@/contract/cart';
import type { FulfilmentCenter } from '@/contract/fulfilment';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import type { VatMode } from '@/lib/product/price-display';
import type { CartLine, CartView, FulfilmentOption } from './cart-view';
import { dateTimeFormat } from '@/lib/format/intl-formats';
import { postageRateOf, vatBreakdown, type TaxedAmount } from '@/lib/pricing/vat-breakdown';

export type ViewInputs = {
  currency: CurrencySettings;
  /** The shop's time zone: the day a line's price was fixed is read there. */
  timeZone: string;
  now: Date;
  /** Delivery country of the view (the cart's when there is one). */
  countryId: number;
  /** Postage answer for the default delivery method, or null when it could not be read. */
  postage: PostageResponse | null;
  centers: readonly FulfilmentCenter[];
  /** Stock per fulfilment centre, by PSE id. */
  stockByPse: ReadonlyMap<number, readonly { fulfilment_center_id: number; quantity: number }[]>;
  /**
   * 'net' for a business customer with a checked VAT number (lib/account/net-prices.ts, decided on the server from
   * the session): lines, postage and discount without VAT, '0 % VAT'. Gross when left out.
   */
  vatMode?: VatMode;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function fulfilmentOptions(item: CartItem, inputs: ViewInputs): FulfilmentOption[] {
  const stock = inputs.stockByPse.get(item.PRODUCT_SALE_ELEMENT) ?? [];
  return inputs.centers.flatMap((center) => {
    const quantity = stock.find((row) => row.fulfilment_center_id === center.id)?.quantity ?? 0;
    return quantity > 0 || center.id === item.selectedFulfilmentCenter ? [{ id: center.id, name: center.name, quantity }] : [];
  });
}

/** The unit prices of a line (EUR) in the mode: net prices are the backend's own net prices, with a tax percent of 0. */
export function unitPricesOf(item: CartItem, mode: VatMode): { unit: number; before: number | null; taxPercent: number } {
  if (mode === 'net') {
    const unit = item.IS_PROMO ? item.PROMO_PRICE : item.PRICE;
    return { unit, before: item.IS_PROMO && item.PRICE > unit ? item.PRICE : null, taxPercent: 0 };
  }
  return { unit: item.BEST_TAXED_PRICE, before: item.IS_PROMO && item.TAXED_PRICE > item.BEST_TAXED_PRICE ? item.TAXED_PRICE : null, taxPercent: item.tax_percent };
}

function toLine(item: CartItem, inputs: ViewInputs): CartLine {
  const prices = unitPricesOf(item, inputs.vatMode ?? 'gross');
  const unitPrice = convertFromEur(prices.unit, inputs.currency);
  return {
    id: item.cartItemId,
    productId: item.product_id,
    pseId: item.PRODUCT_SALE_ELEMENT,
    ref: item.REF,
    title: item.TITLE,
    href: item.PSE_URL.startsWith('/') ? item.PSE_URL : `/${item.PSE_URL}`,
    image: item.IMAGE,
    variation: item.variation,
    brand: item.brand_name,
    quantity: item.quantity,
    step: item.quantityCount,
    min: Math.max(item.min_quantity, item.quantityCount),
    unitPrice,
    unitPriceBefore: prices.before === null ? null : convertFromEur(prices.before, inputs.currency),
    linePrice: round2(unitPrice * item.quantity),
    taxPercent: prices.taxPercent,
    stockState: item.stock_state,
    quantityRemain: item.quantityRemain,
    undeliverable: item.undeliverable,
    fulfilmentCenter: item.selectedFulfilmentCenter,
    fulfilmentOptions: fulfilmentOptions(item, inputs),
    priceDay: dayIn(new Date(item.added_at), inputs.timeZone),
  };
}

/** The goods whose VAT the cart counts: the deliverable lines, each its taxed total at its rate. */
export function vatGoodsOf(lines: readonly Pick<CartLine, 'linePrice' | 'taxPercent' | 'undeliverable'>[]): TaxedAmount[] {
  return lines.filter((line) => !line.undeliverable).map((line) => ({ taxed: line.linePrice, percent: line.taxPercent }));
}

/** An empty cart in the shop's currency (no cart yet, or a cart that no longer exists). */
export function emptyCartView(inputs: Pick<ViewInputs, 'countryId' | 'now' | 'timeZone' | 'currency'>): CartView {
  return {
    lines: [],
    count: 0,
    totals: { goods: 0, shipment: 0, freeShippingFrom: null, discount: 0, total: 0, vat: [] },
    coupon: null,
    countryId: inputs.countryId,
    today: dayIn(inputs.now, inputs.timeZone),
    currency: { code: inputs.currency.code, symbol: inputs.currency.symbol },
  };
}

/**
 * A coupon's discount without VAT (EUR): the backend's discount with tax less the VAT share of the goods it is taken
 * from (net goods / taxed goods of the cart), so a percent coupon takes its percent of the net goods and an amount
 * coupon its value without VAT. The backend prices a net order the same way (backend/repo/net-order.ts).
 */
export function netDiscountEur(cart: Pick<Cart, 'discount' | 'total_taxed' | 'total_untaxed'>): number {
  if (!(cart.discount > 0) || !(cart.total_taxed > 0)) return 0;
  return round2((cart.discount * cart.total_untaxed) / cart.total_taxed);
}

/**
 * The browser's view of a backend cart: lines and totals in the shop currency (converted from the backend's EUR at
 * the locale config's rate, each line rounded to cents), value of goods of the deliverable lines, postage of the
 * default delivery method (0 when free), coupon discount, total and the VAT in it. No cart id.
 */
export function buildCartView(cart: Cart | null, inputs: ViewInputs): CartView {
  if (!cart || cart.items.length === 0) {
    return { ...emptyCartView(inputs), coupon: cart?.coupon_code ?? null };
  }
  const net = inputs.vatMode === 'net';
  const lines = cart.items.map((item) => toLine(item, inputs));
  const goods = round2(lines.filter((line) => !line.undeliverable).reduce((sum, line) => sum + line.linePrice, 0));
  const discount = Math.min(goods, convertFromEur(net ? netDiscountEur(cart) : cart.discount, inputs.currency));
  const postageOk = inputs.postage !== null && inputs.postage.status_code === 200 && inputs.postage.postage_amount_taxed !== undefined;
  const postageNet = postageOk ? convertFromEur(inputs.postage?.postage_amount ?? 0, inputs.currency) : null;
  const shipment = postageOk ? (net ? postageNet : convertFromEur(inputs.postage?.postage_amount_taxed ?? 0, inputs.currency)) : null;
  const freeFrom = inputs.postage?.free_from_taxed;
  const goodsVat = vatGoodsOf(lines);
  const postageRate = net || postageNet === null || shipment === null ? null : postageRateOf(postageNet, shipment, goodsVat.map((line) => line.percent));
  const postageVat = postageRate === null || shipment === null ? [] : [{ taxed: shipment, percent: postageRate }];
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      goods,
      shipment,
      freeShippingFrom: freeFrom === undefined || freeFrom === null ? null : convertFromEur(freeFrom, inputs.currency),
      discount,
      total: round2(goods - discount + (shipment ?? 0)),
      vat: vatBreakdown({ goods: goodsVat, discount, extras: postageVat }),
      ...(postageRate === null ? {} : { shipmentVatPercent: postageRate }),
    },
    coupon: cart.coupon_code,
    ...(net ? { vatExcluded: true } : {}),
    countryId: cart.country_id,
    today: dayIn(inputs.now, inputs.timeZone),
    currency: { code: inputs.currency.code, symbol: inputs.currency.symbol },
  };
}
