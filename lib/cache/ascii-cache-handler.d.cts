/** Types of ascii-cache-handler.cjs (plain CommonJS, loaded by Next.js at run time as `cacheHandler`). */
declare class AsciiHtmlCacheHandler {
  constructor(context: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags?: string[] });
  get(key: string, context: { kind: string; isFallback?: boolean }): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, context: { cacheControl?: { revalidate: number; expire: number | undefined } }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export = AsciiHtmlCacheHandler;
