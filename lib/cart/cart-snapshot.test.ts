import { memoryStorage } from '@/lib/ui-state/key-value-storage';
import { emptyCartView } from './cart-view-builder';
import { cartSnapshotKey, readCartSnapshot, writeCartSnapshot } from './cart-snapshot';

const base = emptyCartView({ countryId: 13, now: new Date('2026-11-22T10:00:00Z'), timeZone: 'Europe/Vienna', currency: { code: 'EUR', symbol: '€', rate: 1 } });
const filled = {
  ...base,
  count: 2,
  lines: [
    { id: 3, productId: 5, pseId: 11, ref: 'R', title: 'T', href: '/t.html', image: null, variation: '', brand: null, quantity: 2, step: 1, min: 1, unitPrice: 10, unitPriceBefore: null, linePrice: 20, taxPercent: 20, stockState: 'in_stock' as const, quantityRemain: 3, undeliverable: false, fulfilmentCenter: 0, fulfilmentOptions: [], priceDay: '2026-11-22' },
  ],
};

describe('cart snapshot (local storage)', () => {
  test('S3-63 the last cart view is kept per shop in local storage, without the cart id, and read back on reload', async () => {
    const storage = memoryStorage();
    writeCartSnapshot('at', filled, storage);
    expect(await readCartSnapshot('at', storage)).toEqual(filled);
    expect(await readCartSnapshot('de', storage)).toBeUndefined();
    expect(storage.getItem(cartSnapshotKey('at'))).not.toMatch(/cart_?id/i);
    writeCartSnapshot('at', base, storage);
    expect(storage.getItem(cartSnapshotKey('at'))).toBeNull();
  });

  test('an unreadable or foreign snapshot is ignored', async () => {
    expect(await readCartSnapshot('at', memoryStorage({ cart_at: '{not json' }))).toBeUndefined();
    expect(await readCartSnapshot('at', memoryStorage({ cart_at: JSON.stringify({ lines: 'x' }) }))).toBeUndefined();
    expect(await readCartSnapshot('at', undefined)).toBeUndefined();
  });
});
