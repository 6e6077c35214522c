import { keyValueStorage, memoryStorage } from './key-value-storage';
import { createProductListsStore, productListCodecs } from './product-lists-store';

describe('wish list and compare list', () => {
  test('S3-58 the compare list holds at most 4 products: a fifth is refused and the list unchanged', async () => {
    const store = createProductListsStore('at', keyValueStorage(productListCodecs('at'), () => memoryStorage()));
    await store.persist.rehydrate();
    expect([1, 2, 3, 4].map((id) => store.getState().toggle('compare', id))).toEqual(['added', 'added', 'added', 'added']);
    expect(store.getState().toggle('compare', 5)).toBe('full');
    expect(store.getState().compare).toEqual([1, 2, 3, 4]);
    expect(store.getState().toggle('compare', 2)).toBe('removed');
    expect(store.getState().toggle('compare', 5)).toBe('added');
    expect(store.getState().toggle('wishlist', 9)).toBe('added');
    store.getState().remove('compare', [1, 5]);
    expect(store.getState().compare).toEqual([3, 4]);
  });

  test('S3-58 toggle adds and removes a product by id and persists per shop under its own keys', async () => {
    const storage = memoryStorage();
    const at = createProductListsStore('at', keyValueStorage(productListCodecs('at'), () => storage));
    await at.persist.rehydrate();
    at.getState().toggle('wishlist', 12);
    at.getState().toggle('compare', 12);
    at.getState().toggle('compare', 40);
    at.getState().toggle('compare', 12);
    expect(at.getState().has('wishlist', 12)).toBe(true);
    expect(at.getState().compare).toEqual([40]);
    expect(storage.getItem('wishlist_at')).toBe('[12]');
    expect(storage.getItem('compare_at')).toBe('[40]');

    const again = createProductListsStore('at', keyValueStorage(productListCodecs('at'), () => storage));
    await again.persist.rehydrate();
    expect(again.getState().wishlist).toEqual([12]);
    const ro = createProductListsStore('ro', keyValueStorage(productListCodecs('ro'), () => storage));
    await ro.persist.rehydrate();
    expect(ro.getState().wishlist).toEqual([]);
  });

  test('unreadable stored values are an empty list', async () => {
    const storage = memoryStorage({ wishlist_de: 'not json', compare_de: '[3, -1, "x", 3]' });
    const de = createProductListsStore('de', keyValueStorage(productListCodecs('de'), () => storage));
    await de.persist.rehydrate();
    expect(de.getState().wishlist).toEqual([]);
    expect(de.getState().compare).toEqual([3]);
  });
});
