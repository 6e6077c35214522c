import type { FuzzCase } from './fuzz-case';
import { createRandom } from './random';
import type { CaseGenerator, SweepContext } from './sweep-context';
import { PATH_GENERATORS } from './cases-paths';
import { HOST_GENERATORS } from './cases-hosts';
import { METHOD_GENERATORS } from './cases-methods';
import { QUERY_GENERATORS } from './cases-queries';
import { BODY_GENERATORS } from './cases-bodies';
import { ACTION_GENERATORS } from './cases-actions';
import { MEDIA_GENERATORS } from './cases-media';

/** Families of input and their share of the requests. */
export const FAMILIES: ReadonlyArray<{ name: string; weight: number; generators: readonly CaseGenerator[] }> = [
  { name: 'path', weight: 24, generators: PATH_GENERATORS },
  { name: 'host', weight: 12, generators: HOST_GENERATORS },
  { name: 'method', weight: 15, generators: METHOD_GENERATORS },
  { name: 'query', weight: 15, generators: QUERY_GENERATORS },
  { name: 'body', weight: 14, generators: BODY_GENERATORS },
  { name: 'action', weight: 14, generators: ACTION_GENERATORS },
  { name: 'media', weight: 6, generators: MEDIA_GENERATORS },
];

const TOTAL_WEIGHT = FAMILIES.reduce((sum, family) => sum + family.weight, 0);

/**
 * `count` requests drawn from the families by weight; the same seed and context give the same requests. The first
 * requests walk every generator once, so even a small subset covers every variant.
 */
export function generateCases(seed: number, count: number, context: SweepContext): FuzzCase[] {
  const random = createRandom(seed);
  const all = FAMILIES.flatMap((family) => family.generators);
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i < all.length) {
      const generator = all[i];
      if (generator) cases.push(generator(random, context));
      continue;
    }
    let roll = random.int(TOTAL_WEIGHT);
    const family = FAMILIES.find((candidate) => (roll -= candidate.weight) < 0) ?? FAMILIES[0];
    if (!family) throw new Error('no families');
    cases.push(random.pick(family.generators)(random, context));
  }
  return cases;
}
