import { keyValueStorage, memoryStorage } from './key-value-storage';
import { createProductListsStore, productListCodecs } from './product-lists-store';

describe('wish list and compare list', () => {
  test('toggle adds and removes a product and persists per shop under its own keys', async () => {
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
