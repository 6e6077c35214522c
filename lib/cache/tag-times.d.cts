/** Types of tag-times.cjs (revalidation times of cache tags, ADR 0063). */
export type TagTime = { stale?: number; expired?: number };
export declare function revalidationTime(durations: { expire?: number } | undefined, now: number): TagTime;
export declare function mergeTagTimes(older: TagTime | undefined, newer: TagTime): TagTime;
export declare function verdict(times: ReadonlyArray<TagTime | undefined>, lastModified: number, now: number): 'fresh' | 'stale' | 'expired';
export declare class TagMirror {
  constructor(maxTags: number);
  record(tags: readonly string[], time: TagTime): void;
  lookup(tags: readonly string[]): Array<TagTime | undefined>;
}
