import { createDeliveryCountryStore, deliveryCountryCodecs } from '@/lib/ui-state/delivery-country-store';
import { keyValueStorage, memoryStorage } from '@/lib/ui-state/key-value-storage';
import { countryMismatch, countryQuestion, siteCountryOf, siteCountryUpdate, type SiteCountry } from './country-change';

const COUNTRIES: SiteCountry[] = [
  { id: 13, title: 'Österreich', tax_title: 'AT 20%' },
  { id: 5, title: 'Deutschland', tax_title: 'DE 19%' },
];

/** Applies an answer to the delivery-country store the header reads, as the checkout does. */
async function storeAfter(accepted: boolean, countryId: number) {
  const storage = memoryStorage();
  const store = createDeliveryCountryStore(keyValueStorage(deliveryCountryCodecs, () => storage));
  await store.persist.rehydrate();
  const update = siteCountryUpdate(countryId, accepted, COUNTRIES);
  if (update.kind === 'update') store.getState().setCountry(update.countryId, update.taxTitle);
  return { update, state: store.getState(), storage };
}

describe('site country and delivery address', () => {
  test('S4-58 changing the delivery address to another country asks first', () => {
    expect(countryQuestion(13, 5, COUNTRIES)).toEqual({ kind: 'ask', countryId: 5, title: 'Deutschland' });
    expect(countryQuestion(13, 13, COUNTRIES)).toEqual({ kind: 'none' });
  });

  test('S4-58 the site country and VAT are updated only after the shopper accepts', async () => {
    const declined = await storeAfter(false, 5);
    expect(declined.update).toEqual({ kind: 'keep' });
    expect(declined.state.countryId).toBeNull();
    const accepted = await storeAfter(true, 5);
    expect(accepted.state).toMatchObject({ countryId: 5, taxTitle: 'DE 19%' });
    expect(accepted.storage.getItem('tax_title')).toBe('DE 19%');
  });

  test('S8-32 a country that is not in the list (selection not found) fails and changes nothing', async () => {
    const failed = await storeAfter(true, 146);
    expect(failed.update).toEqual({ kind: 'failed' });
    expect(failed.state.countryId).toBeNull();
  });

  test('S4-59 a saved delivery address in another country than the site country is a mismatch', () => {
    expect(countryMismatch(siteCountryOf(null, 13), 5)).toBe(true);
    expect(countryMismatch(siteCountryOf(5, 13), 5)).toBe(false);
    expect(countryMismatch(13, null)).toBe(false);
  });
});
