import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { keyValueStorage, type FieldCodecs } from './key-value-storage';

/**
 * Whether prices are shown without VAT (spec: excludeVAT, stored as the string 'true'). Only a business customer
 * whose VAT number passed the check may switch it on (decisions.md); that check lives with the account code, which
 * sets the flag through `setExcludeVat`.
 */
export type VatPreference = { excludeVat: boolean };
export type VatPreferenceState = VatPreference & { setExcludeVat: (excludeVat: boolean) => void };

export const vatPreferenceCodecs: FieldCodecs<VatPreference> = {
  excludeVat: { key: 'excludeVAT', read: (raw) => raw === 'true', write: (value) => (value ? 'true' : 'false') },
};

export function createVatPreferenceStore(storage = keyValueStorage(vatPreferenceCodecs)) {
  return create<VatPreferenceState>()(
    persist(
      (set) => ({ excludeVat: false, setExcludeVat: (excludeVat) => set({ excludeVat }) }),
      {
        name: 'vat-preference',
        storage,
        partialize: ({ excludeVat }) => ({ excludeVat }),
        skipHydration: true,
      },
    ),
  );
}

export const useVatPreferenceStore = createVatPreferenceStore();
