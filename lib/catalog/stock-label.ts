import { STOCK_EXACT_BELOW } from '@/contract/constants';
import type { StockState } from '@/contract/product-card';

/** Message keys of the namespace `Stock` (messages/*.json), one per stock label of the spec (section 4). */
export type StockLabelKey =
  | 'inStock'
  | 'inStockCount'
  | 'outOfStock'
  | 'orderExtra'
  | 'backorder'
  | 'availableFrom'
  | 'onDemand'
  | 'undeliverable';

export type StockLabel = {
  key: StockLabelKey;
  /** ICU values of the message: `count` for a low stock, `date` (ISO day) for 'available from'. */
  values: { count?: number; date?: string };
  /** Colour family of the badge: available, delayed (still orderable) or unavailable. */
  tone: 'available' | 'delayed' | 'unavailable';
  /** Whether the product can be put into the cart in this state. */
  orderable: boolean;
};

/**
 * The stock label of a product or variant: in stock (with the exact quantity below STOCK_EXACT_BELOW, 10),
 * not in stock, must be ordered extra, preorder or backorder, available from a date, order on demand,
 * undeliverable in the (delivery) country. `undeliverable` wins over every other state.
 */
export function stockLabel(state: StockState, quantity: number, availableFrom: string | null, undeliverable = false): StockLabel {
  if (undeliverable || state === 'undeliverable') return { key: 'undeliverable', values: {}, tone: 'unavailable', orderable: false };
  switch (state) {
    case 'in_stock': {
      const count = Math.floor(quantity);
      if (count > 0 && count < STOCK_EXACT_BELOW) return { key: 'inStockCount', values: { count }, tone: 'available', orderable: true };
      return { key: 'inStock', values: {}, tone: 'available', orderable: true };
    }
    case 'out_of_stock':
      return { key: 'outOfStock', values: {}, tone: 'unavailable', orderable: false };
    case 'order_extra':
      return { key: 'orderExtra', values: {}, tone: 'delayed', orderable: true };
    case 'backorder':
      return { key: 'backorder', values: {}, tone: 'delayed', orderable: true };
    case 'available_from':
      return availableFrom && /^\d{4}-\d{2}-\d{2}/.test(availableFrom)
        ? { key: 'availableFrom', values: { date: availableFrom.slice(0, 10) }, tone: 'delayed', orderable: true }
        : { key: 'backorder', values: {}, tone: 'delayed', orderable: true };
    case 'on_demand':
      return { key: 'onDemand', values: {}, tone: 'delayed', orderable: true };
  }
}
