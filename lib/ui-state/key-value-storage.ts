import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** How one field of a persisted store maps to its own local-storage key (the spec's stored client data names). */
export type FieldCodec<T> = {
  key: string;
  read: (raw: string | null) => T;
  /** null removes the key. */
  write: (value: T) => string | null;
};

export type FieldCodecs<S> = { [K in keyof S]: FieldCodec<S[K]> };

function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the store then lives in memory only.
    return undefined;
  }
}

/**
 * A zustand PersistStorage that keeps each field under its own plain key (for example `country_id` and
 * `tax_title`) instead of one JSON blob, so the keys match the spec's list of stored client data.
 * Reads answer null when none of the keys exists; storage errors are swallowed (the state stays in memory).
 */
export function keyValueStorage<S extends object>(
  codecs: FieldCodecs<S>,
  getStorage: () => Storage | undefined = browserLocalStorage,
): PersistStorage<S> {
  const fields = Object.keys(codecs) as Array<keyof S>;
  return {
    getItem(): StorageValue<S> | null {
      const storage = getStorage();
      if (!storage) return null;
      try {
        const raw = fields.map((field) => storage.getItem(codecs[field].key));
        if (raw.every((value) => value === null)) return null;
        const state = {} as S;
        fields.forEach((field, i) => {
          state[field] = codecs[field].read(raw[i] ?? null);
        });
        return { state, version: 0 };
      } catch {
        return null;
      }
    },
    setItem(_name: string, value: StorageValue<S>): void {
      const storage = getStorage();
      if (!storage) return;
      try {
        for (const field of fields) {
          const text = codecs[field].write(value.state[field]);
          if (text === null) storage.removeItem(codecs[field].key);
          else storage.setItem(codecs[field].key, text);
        }
      } catch {
        // Quota or privacy errors: keep the in-memory state.
      }
    },
    removeItem(): void {
      const storage = getStorage();
      if (!storage) return;
      try {
        for (const field of fields) storage.removeItem(codecs[field].key);
      } catch {
        // ignore
      }
    },
  };
}

/** An in-memory Storage, for tests and for environments without local storage. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => Array.from(map.keys())[index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}
