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
