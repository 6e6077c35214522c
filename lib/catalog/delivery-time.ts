import { DELIVERY_FREIGHT_DAYS, DELIVERY_IN_STOCK_DAYS, DELIVERY_SUPPLIER_WEEKS } from '@/contract/constants';
import type { StockState } from '@/contract/product-card';
import { nextDayDelivery, type ShopCalendar } from '@/lib/delivery/delivery-window';

/** Working-day delay of a product or variant (`product_delays/...`, `delivery_delay_pse/...`); 0/0 means none set. */
export type DeliveryDelay = { min_days: number; max_days: number };

export type DeliveryTime =
  | { unit: 'days'; min: number; max: number }
  | { unit: 'weeks'; min: number; max: number }
  | { unit: 'freight-days'; min: number; max: number };

function ownDelay(delay: DeliveryDelay | null): DeliveryTime | null {
  if (!delay || delay.max_days <= 0) return null;
  const min = Math.max(0, Math.min(delay.min_days, delay.max_days));
  return { unit: 'days', min, max: delay.max_days };
}

/**
 * The delivery time of a stock state (spec section 9: 1-2 days, 2-3 weeks, or the product's working-day min and
 * max). In stock: 1-2 working days; a bulky item (freight forwarder) 3-5 working days. Ordered from the supplier (must be ordered extra, backorder, on demand): the
 * product's own working days when it has them, else 2-3 weeks. Available from a date: the product's own working
 * days (the label names the date). Not in stock and undeliverable: no delivery time.
 */
export function deliveryTime(state: StockState, delay: DeliveryDelay | null, freight = false): DeliveryTime | null {
  switch (state) {
    case 'in_stock':
      return freight ? { unit: 'freight-days', ...DELIVERY_FREIGHT_DAYS } : { unit: 'days', ...DELIVERY_IN_STOCK_DAYS };
    case 'order_extra':
    case 'backorder':
    case 'on_demand':
      return ownDelay(delay) ?? { unit: 'weeks', ...DELIVERY_SUPPLIER_WEEKS };
    case 'available_from':
      return ownDelay(delay);
    case 'out_of_stock':
    case 'undeliverable':
      return null;
  }
}

export type DeliveryPromise = { kind: 'next-day'; minutesLeft: number } | { kind: 'time'; time: DeliveryTime } | null;

/**
 * What the product page promises, one statement and never two that disagree: the next-day countdown only for a
 * parcel item in stock ordered now before the cutoff (then it replaces the '1-2 working days' range, which it
 * narrows); otherwise the delivery time. Freight items never get the countdown. Without a clock (server HTML,
 * hydration) it is the delivery time.
 */
export function deliveryPromise(
  now: Date | null,
  item: { state: StockState; delay: DeliveryDelay | null; freight: boolean },
  calendar: ShopCalendar,
): DeliveryPromise {
  const time = deliveryTime(item.state, item.delay, item.freight);
  if (!time) return null;
  // The countdown is the delivery window's first day when that is tomorrow (lib/delivery/delivery-window.ts).
  const nextDay = now && !item.freight && item.state === 'in_stock' ? nextDayDelivery(now, calendar) : null;
  return nextDay ? { kind: 'next-day', minutesLeft: nextDay.minutesLeft } : { kind: 'time', time };
}
