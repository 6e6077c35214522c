import { medianRound, measureInRounds } from './bench-rounds';
import type { LoadFigures } from './bench-wrk';

const run = (requestsPerSecond: number, p95Ms = 1): LoadFigures => ({ requestsPerSecond, medianMs: 1, p95Ms, non2xx: 0, errors: 0 });

describe('medianRound', () => {
  test('takes the run with the median req/s, with its own latency, and keeps every round in order', () => {
    expect(medianRound([run(300, 3), run(100, 1), run(200, 2)])).toEqual({ ...run(200, 2), rounds: [300, 100, 200] });
  });

  test('no run is an error, not a row of zeros', () => {
    expect(() => medianRound([])).toThrow('no run');
  });
});

describe('measureInRounds', () => {
  test('warms every target once, then takes turns round by round, and reports each target\'s median round', async () => {
    const calls: string[] = [];
    const rates: Record<string, number[]> = { a: [10, 30, 20], b: [5, 1, 3] };
    const rows = await measureInRounds(
      [{ name: 'a' }, { name: 'b' }],
      async (target, seconds) => {
        calls.push(`${target.name}:${seconds}`);
        if (seconds === 1) return run(0);
        return run(rates[target.name]?.shift() ?? 0);
      },
      { warmUpSeconds: 1, seconds: 10, rounds: 3 },
    );
    expect(calls).toEqual(['a:1', 'b:1', 'a:10', 'b:10', 'a:10', 'b:10', 'a:10', 'b:10']);
    expect(rows.map((row) => [row.name, row.requestsPerSecond, row.rounds])).toEqual([
      ['a', 20, [10, 30, 20]],
      ['b', 3, [5, 1, 3]],
    ]);
  });
});
