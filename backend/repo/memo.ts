/**
 * Caches a computed value for `ttlMs` (menus, counts and trees are read on almost every page and change only
 * when the catalogue changes).
 */
export function memo<T>(ttlMs: number, compute: () => T): { get: () => T; clear: () => void } {
  let value: { at: number; data: T } | null = null;
  return {
    get: () => {
      const now = Date.now();
      if (!value || now - value.at > ttlMs) value = { at: now, data: compute() };
      return value.data;
    },
    clear: () => {
      value = null;
    },
  };
}

/** JSON text of an id list, bound to `json_each(?)` in prepared statements. */
export const jsonIds = (ids: readonly number[]) => JSON.stringify(ids);
