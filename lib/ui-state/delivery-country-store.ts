import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { keyValueStorage, type FieldCodecs } from './key-value-storage';

/** The shopper's delivery country as chosen in the header's country bar; null = the shop's own country. */
export type DeliveryCountry = { countryId: number | null; taxTitle: string | null };

export type DeliveryCountryState = DeliveryCountry & {
  setCountry: (countryId: number, taxTitle: string) => void;
  reset: () => void;
};

/** Local-storage keys of the spec's stored client data: `country_id` and `tax_title`. */
export const deliveryCountryCodecs: FieldCodecs<DeliveryCountry> = {
  countryId: {
    key: 'country_id',
    read: (raw) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : null),
    write: (value) => (value === null ? null : String(value)),
  },
  taxTitle: { key: 'tax_title', read: (raw) => raw, write: (value) => value },
};

export function createDeliveryCountryStore(storage = keyValueStorage(deliveryCountryCodecs)) {
  return create<DeliveryCountryState>()(
    persist(
      (set) => ({
        countryId: null,
        taxTitle: null,
        setCountry: (countryId, taxTitle) => set({ countryId, taxTitle }),
        reset: () => set({ countryId: null, taxTitle: null }),
      }),
      {
        name: 'delivery-country',
        storage,
        partialize: ({ countryId, taxTitle }) => ({ countryId, taxTitle }),
        // Read after hydration (useEffect → rehydrate), so the server HTML and the first client render agree.
        skipHydration: true,
      },
    ),
  );
}

/** Client-only state: read it in client components; the server render always sees the defaults. */
export const useDeliveryCountryStore = createDeliveryCountryStore();
