import { useCallback, useSyncExternalStore } from 'react';

const LOCAL_EVENT = 'storefront:local-storage';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value and tells every `useLocalStorageValue` of this tab (the `storage` event only reaches others). */
export function writeLocalStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage switched off: listeners still hear about the change below and keep it for this page view.
  }
  window.dispatchEvent(new CustomEvent(LOCAL_EVENT, { detail: { key, value } }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/**
 * A local-storage value as React state: null on the server and during hydration, the stored value right after,
 * so server HTML and the first client render always agree.
 */
export function useLocalStorageValue(key: string): string | null {
  const getSnapshot = useCallback(() => read(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
