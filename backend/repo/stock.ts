import { type StockState, stockStateSchema } from '@/contract/product-card';

/**
 * The stock state a shopper in `countryId` sees: 'undeliverable' when the product cannot be shipped there,
 * else the PSE's own state (in stock, out of stock, order extra, backorder, available from, on demand).
 */
export function effectiveStockState(stored: string, undeliverable: readonly number[], countryId: number): StockState {
  if (undeliverable.includes(countryId)) return 'undeliverable';
  const parsed = stockStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'out_of_stock';
}
