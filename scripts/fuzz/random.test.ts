import { createRandom } from './random';

describe('seeded random', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const take = (seed: number) => Array.from({ length: 20 }, ((random) => () => random.int(1000))(createRandom(seed)));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  test('int stays in range and covers it; pick refuses an empty list', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = random.int(10);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(10);
      seen.add(value);
    }
    expect(seen.size).toBe(10);
    expect(() => random.pick([])).toThrow('empty');
  });
});
