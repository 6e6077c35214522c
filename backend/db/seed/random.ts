/**
 * Deterministic pseudo-random numbers for the seed (mulberry32). The same seed gives the same catalogue on
 * every machine and run; nothing in the seed uses Math.random().
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const index = Math.floor(this.next() * copy.length);
      out.push(copy.splice(index, 1)[0] as T);
    }
    return out;
  }

  /** A new generator derived from this one, so that one area's draws do not shift another's. */
  fork(salt: number): Rng {
    return new Rng(Math.imul(this.int(0, 0x7fffffff) ^ salt, 2654435761));
  }
}

/** The seed of the reference catalogue. */
export const SEED = 20261101;

/**
 * A number in [0, 1) fixed by a text (FNV-1a): for values that belong to a thing rather than to a draw (the price
 * level of a series, a product's measurements), so that adding them does not shift the generator's sequence.
 */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
