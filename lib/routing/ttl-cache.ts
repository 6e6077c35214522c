/** A small in-memory cache with a time to live per entry and a size bound (oldest entries leave first). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The entry even when it has expired (`fresh` false): for answers kept while their source cannot be reached. */
  peek(key: string): { value: V; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    return entry ? { value: entry.value, fresh: entry.expiresAt > this.now() } : undefined;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  /** Makes entries stale but keeps them for `peek` (all of them, or those whose key `matches`). */
  expire(matches: (key: string) => boolean = () => true): void {
    for (const [key, entry] of this.entries) if (matches(key)) entry.expiresAt = Number.NEGATIVE_INFINITY;
  }

  get size(): number {
    return this.entries.size;
  }
}
