import { stockLabel } from './stock-label';

describe('stock label', () => {
  test('S4-46 in stock, S2-174 with the exact quantity below 10', () => {
    expect(stockLabel('in_stock', 25, null)).toMatchObject({ key: 'inStock', tone: 'available', orderable: true });
    expect(stockLabel('in_stock', 10, null).key).toBe('inStock');
    expect(stockLabel('in_stock', 9, null)).toMatchObject({ key: 'inStockCount', values: { count: 9 } });
    expect(stockLabel('in_stock', 1, null)).toMatchObject({ key: 'inStockCount', values: { count: 1 } });
  });
  test('S4-47 not in stock', () => {
    expect(stockLabel('out_of_stock', 0, null)).toMatchObject({ key: 'outOfStock', tone: 'unavailable', orderable: false });
  });
  test('S4-48 must be ordered extra', () => {
    expect(stockLabel('order_extra', 0, null)).toMatchObject({ key: 'orderExtra', orderable: true });
  });
  test('S4-49 preorder or backorder', () => {
    expect(stockLabel('backorder', 0, null)).toMatchObject({ key: 'backorder', tone: 'delayed' });
  });
  test('S4-50 available from a date (a missing date falls back to backorder)', () => {
    expect(stockLabel('available_from', 0, '2026-12-15T00:00:00Z')).toMatchObject({ key: 'availableFrom', values: { date: '2026-12-15' } });
    expect(stockLabel('available_from', 0, null).key).toBe('backorder');
  });
  test('S4-51 order on demand', () => {
    expect(stockLabel('on_demand', 0, null)).toMatchObject({ key: 'onDemand', orderable: true });
  });
  test('S4-52 undeliverable in the country wins over any stock', () => {
    expect(stockLabel('undeliverable', 50, null)).toMatchObject({ key: 'undeliverable', orderable: false });
    expect(stockLabel('in_stock', 50, null, true).key).toBe('undeliverable');
  });
});
