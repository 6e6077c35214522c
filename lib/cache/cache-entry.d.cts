/** Types of cache-entry.cjs (a route cache entry and its bytes, ADR 0063). */
export type CacheControl = { revalidate: number | false; expire: number | undefined };
export type CacheEntry = { value: unknown; lastModified: number; cacheControl?: CacheControl; tags?: string[] };
export declare const ENTRY_FORMAT: string;
export declare function serializeEntry(entry: CacheEntry): Buffer;
export declare function deserializeEntry(bytes: Buffer): CacheEntry | null;
export declare function entrySize(entry: CacheEntry): number;
export declare function pagePathOf(key: string): string | null;
export declare function isPage(entry: CacheEntry): boolean;
