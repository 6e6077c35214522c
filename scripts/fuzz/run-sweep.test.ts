import http from 'node:http';
import type { FuzzCase } from './fuzz-case';
import { runSweep } from './run-sweep';

describe('running the sweep', () => {
  let server: http.Server;
  let port = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.statusCode = request.url === '/fail' ? 500 : 200;
        response.end();
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const cases: FuzzCase[] = Array.from({ length: 40 }, (_, i) => ({ kind: 'k', method: 'GET', target: i % 10 === 0 ? '/fail' : `/${i}`, headers: [['Host', 'x']] }));

  test('every case is sent, at most `concurrency` at a time, and outcomes keep the order of the cases', async () => {
    const run = await runSweep(port, cases, { concurrency: 3, budgetMs: 30_000, timeoutMs: 5_000 });
    expect(run.stoppedByBudget).toBe(false);
    expect(run.outcomes.map((outcome) => outcome.index)).toEqual(cases.map((_, i) => i));
    expect(run.outcomes.filter(({ answer }) => answer.kind === 'response' && answer.status === 500)).toHaveLength(4);
    expect(maxInFlight).toBeLessThanOrEqual(3);
  });

  test('the time budget stops the sweep and says so', async () => {
    const run = await runSweep(port, cases, { concurrency: 1, budgetMs: 0, timeoutMs: 5_000 });
    expect(run.stoppedByBudget).toBe(true);
    expect(run.outcomes.length).toBeLessThan(cases.length);
  });
});
