/**
 * The interleaved rounds of `npm run bench`'s load rows: each target under load for a warm-up (the JIT settles), then
 * rounds in which every target runs once in turn, so that a slow phase of the shared machine touches all targets
 * alike; the round with the median req/s is reported, with every round's req/s.
 */
import type { LoadFigures } from './bench-wrk';

export type RoundFigures<F extends LoadFigures = LoadFigures> = F & { rounds: number[] };

/** The run with the median req/s (the upper one of an even count) and the req/s of every run in order. */
export function medianRound<F extends LoadFigures>(runs: readonly F[]): RoundFigures<F> {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no run to take the median of');
  return { ...median, rounds: runs.map((run) => run.requestsPerSecond) };
}

export async function measureInRounds<T extends { name: string }, F extends LoadFigures = LoadFigures>(
  targets: readonly T[],
  measure: (target: T, seconds: number) => Promise<F>,
  settings: { warmUpSeconds: number; seconds: number; rounds: number },
): Promise<Array<T & RoundFigures<F>>> {
  for (const target of targets) await measure(target, settings.warmUpSeconds);
  const runs = new Map<string, F[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const target of targets) runs.get(target.name)?.push(await measure(target, settings.seconds));
  }
  return targets.map((target) => ({ ...target, ...medianRound(runs.get(target.name) ?? []) }));
}
