import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';
import { keyValueStorage, memoryStorage } from './key-value-storage';
import { createProductListsStore, productListCodecs } from './product-lists-store';
import type { ShopCode } from '@/contract/shops';

async function storeOn(shop: ShopCode, storage: Storage | undefined) {
  const store = createProductListsStore(shop, keyValueStorage(productListCodecs(shop), () => storage));
  await store.persist.rehydrate();
  return store;
}

/** A Storage that fails on every call (local storage switched off, quota exceeded). */
function brokenStorage(): Storage {
  const fail = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('wish list and compare list', () => {
  test('S1-07 S3-58 the compare list holds at most 4 products: a fifth is refused and the list unchanged', async () => {
    const store = await storeOn('at', memoryStorage());
    expect(COMPARE_MAX_PRODUCTS).toBe(4);
    expect([1, 2, 3, 4].map((id) => store.getState().toggle('compare', id))).toEqual(['added', 'added', 'added', 'added']);
    expect(store.getState().toggle('compare', 5)).toBe('full');
    expect(store.getState().compare).toEqual([1, 2, 3, 4]);
    expect(store.getState().toggle('compare', 2)).toBe('removed');
    expect(store.getState().toggle('compare', 5)).toBe('added');
    expect(store.getState().compare).toEqual([1, 3, 4, 5]);
    // The wish list is a list of its own: a full compare list does not limit it.
    expect(store.getState().toggle('wishlist', 9)).toBe('added');
    store.getState().remove('compare', [1, 5]);
    expect(store.getState().compare).toEqual([3, 4]);
  });

  test('the wish list refuses a product beyond its 100', async () => {
    const store = await storeOn('de', memoryStorage());
    for (let id = 1; id <= WISHLIST_MAX_PRODUCTS; id++) store.getState().toggle('wishlist', id);
    expect(store.getState().toggle('wishlist', 1000)).toBe('full');
    expect(store.getState().wishlist).toHaveLength(WISHLIST_MAX_PRODUCTS);
    expect(store.getState().toggle('wishlist', 1)).toBe('removed');
  });

  test('S1-06 S3-58 toggle adds and removes a product by id and persists it under the shop\'s own keys', async () => {
    const storage = memoryStorage();
    const at = await storeOn('at', storage);
    expect(at.getState().toggle('wishlist', 12)).toBe('added');
    at.getState().toggle('compare', 12);
    at.getState().toggle('compare', 40);
    expect(at.getState().toggle('compare', 12)).toBe('removed');
    expect(at.getState().has('wishlist', 12)).toBe(true);
    expect(at.getState().has('compare', 12)).toBe(false);
    expect(at.getState().compare).toEqual([40]);
    expect(storage.getItem('wishlist_at')).toBe('[12]');
    expect(storage.getItem('compare_at')).toBe('[40]');

    const again = await storeOn('at', storage);
    expect(again.getState().wishlist).toEqual([12]);
    expect(again.getState().compare).toEqual([40]);
  });

  test('each shop keeps its own lists: a product added in .at is not on the .de or .ro list', async () => {
    const storage = memoryStorage();
    const at = await storeOn('at', storage);
    at.getState().toggle('wishlist', 7);
    at.getState().toggle('compare', 7);
    const de = await storeOn('de', storage);
    const ro = await storeOn('ro', storage);
    expect([de.getState().wishlist, de.getState().compare, ro.getState().wishlist, ro.getState().compare]).toEqual([[], [], [], []]);
    de.getState().toggle('wishlist', 8);
    expect(storage.getItem('wishlist_at')).toBe('[7]');
    expect(storage.getItem('wishlist_de')).toBe('[8]');
  });

  test('unreadable stored values are an empty list; junk ids are dropped and a stored compare list is cut to 4', async () => {
    const storage = memoryStorage({ wishlist_de: 'not json', compare_de: '[3, -1, "x", 3, 2.5, 1e400]' });
    const de = await storeOn('de', storage);
    expect(de.getState().wishlist).toEqual([]);
    expect(de.getState().compare).toEqual([3]);

    const ro = await storeOn('ro', memoryStorage({ wishlist_ro: '{"id":1}', compare_ro: '[1,2,3,4,5,6]' }));
    expect(ro.getState().wishlist).toEqual([]);
    expect(ro.getState().compare).toEqual([1, 2, 3, 4]);
  });

  test('without usable local storage the lists still work for the visit (kept in memory)', async () => {
    for (const storage of [undefined, brokenStorage()]) {
      const store = await storeOn('at', storage);
      expect(store.getState().toggle('wishlist', 5)).toBe('added');
      expect(store.getState().toggle('compare', 5)).toBe('added');
      expect([store.getState().wishlist, store.getState().compare]).toEqual([[5], [5]]);
    }
  });
});
