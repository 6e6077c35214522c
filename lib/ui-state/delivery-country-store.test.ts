import { keyValueStorage, memoryStorage } from './key-value-storage';
import { createDeliveryCountryStore, deliveryCountryCodecs } from './delivery-country-store';
import { createVatPreferenceStore, vatPreferenceCodecs } from './vat-preference-store';

describe('delivery country store', () => {
  test('S3-61 the chosen delivery country is kept in local storage as country_id and tax_title', async () => {
    const storage = memoryStorage();
    const store = createDeliveryCountryStore(keyValueStorage(deliveryCountryCodecs, () => storage));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ countryId: null, taxTitle: null });

    store.getState().setCountry(5, 'DE 19%');
    expect(storage.getItem('country_id')).toBe('5');
    expect(storage.getItem('tax_title')).toBe('DE 19%');

    const again = createDeliveryCountryStore(keyValueStorage(deliveryCountryCodecs, () => storage));
    await again.persist.rehydrate();
    expect(again.getState()).toMatchObject({ countryId: 5, taxTitle: 'DE 19%' });

    again.getState().reset();
    expect(storage.getItem('country_id')).toBeNull();
    expect(storage.getItem('tax_title')).toBeNull();
  });

  test('ignores a malformed stored country id and works without storage', async () => {
    const storage = memoryStorage({ country_id: 'abc' });
    const store = createDeliveryCountryStore(keyValueStorage(deliveryCountryCodecs, () => storage));
    await store.persist.rehydrate();
    expect(store.getState().countryId).toBeNull();

    const noStorage = createDeliveryCountryStore(keyValueStorage(deliveryCountryCodecs, () => undefined));
    await noStorage.persist.rehydrate();
    noStorage.getState().setCountry(146, 'RO');
    expect(noStorage.getState().countryId).toBe(146);
  });
});

describe('VAT preference store', () => {
  test("S3-57 S3-61 excludeVAT is read from local storage, and counts as on only when it is the string 'true'", async () => {
    expect(['TRUE', '1', 'yes', ''].map((raw) => vatPreferenceCodecs.excludeVat.read(raw))).toEqual([false, false, false, false]);
    const storage = memoryStorage({ excludeVAT: 'true' });
    const store = createVatPreferenceStore(keyValueStorage(vatPreferenceCodecs, () => storage));
    expect(store.getState().excludeVat).toBe(false);
    await store.persist.rehydrate();
    expect(store.getState().excludeVat).toBe(true);
    store.getState().setExcludeVat(false);
    expect(storage.getItem('excludeVAT')).toBe('false');
  });
});
