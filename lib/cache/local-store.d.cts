/** Types of local-store.cjs (the in-process route cache store, ADR 0063). */
import type { CacheEntry } from './cache-entry.cjs';
export declare class LocalStore {
  constructor(maxBytes: number);
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  delete(key: string): void;
  hasPage(pathname: string): boolean;
  readonly size: number;
}
