import path from 'node:path';
import { test, expect } from '../support/http-tier';
import { E2E_PORTS, SHOP_PROJECTS } from '../support/ports';
import { theliaLocaleOf } from '../support/catalog-urls';
import { appTargets } from '../../scripts/fuzz/app-targets';
import { cataloguePaths } from '../../scripts/fuzz/catalogue-paths';
import { describeCase } from '../../scripts/fuzz/fuzz-case';
import { generateCases } from '../../scripts/fuzz/generate';
import { runSweep } from '../../scripts/fuzz/run-sweep';

/**
 * A deterministic slice of the robustness sweep (`npm run fuzz`, scripts/fuzz.ts) against the running e2e stack:
 * about 330 malformed requests per shop (about 1,000 in all), sent with raw sockets on loopback, 4 at a time.
 * Every request must get an HTTP answer below 500 (the backend is up, so not even the server-down page's 503 is due).
 * It sends requests, not page visits, so there is no page to check with axe. Each shop has its own seed and host.
 */
const PER_SHOP = 330;
const SEEDS = { at: 101, de: 202, ro: 303 } as const;
const ROOT = path.resolve(__dirname, '..', '..');
/**
 * A body over Next.js's 1 MiB request limit may be cut off by the server closing the connection once it has refused
 * the request: the client then sees its write fail (EPIPE, ECONNRESET) instead of the refusal's status, depending on
 * which packet comes first. That is a refusal, not an error answer.
 */
const OVERSIZED_BODY_BYTES = 1024 * 1024;
const refusedByClosing = (bodyBytes: number, detail: string) => bodyBytes > OVERSIZED_BODY_BYTES && /EPIPE|ECONNRESET/.test(detail);

// One test sends the three shops' slices one after another: two sweeps at once on a 2-core machine would measure the
// machine, not the shop (the backend's health probe then times out and pages answer the server-down page's 503).
test('malformed requests never get an answer >= 500', async () => {
  test.setTimeout(180_000);
  const targets = appTargets(ROOT, path.join(ROOT, process.env.NEXT_DIST_DIR || '.next'));
  for (const shop of SHOP_PROJECTS) {
    await test.step(shop.name, async () => {
      const host = `${shop.host}:${E2E_PORTS.storefront}`;
      const { catalogue, listings } = cataloguePaths([theliaLocaleOf(shop.name)]);
      const cases = generateCases(SEEDS[shop.name], PER_SHOP, { hosts: [host], targets, catalogue, listings, maxBodyBytes: 1_200_000 });
      const run = await runSweep(E2E_PORTS.storefront, cases, { concurrency: 4, budgetMs: 45_000, timeoutMs: 20_000 });

      expect(run.stoppedByBudget, `${shop.name}: only ${run.outcomes.length} of ${cases.length} requests within the time budget`).toBe(false);
      const failures = run.outcomes
        .filter(({ answer, fuzzCase }) =>
          answer.kind === 'response' ? answer.status >= 500 : !(answer.kind === 'error' && refusedByClosing(fuzzCase.body?.length ?? 0, answer.detail)),
        )
        .map(({ fuzzCase, answer }) => ({ answer: answer.kind === 'response' ? answer.status : `${answer.kind}: ${answer.detail}`, ...describeCase(fuzzCase) }));
      expect(failures, JSON.stringify(failures.slice(0, 10), null, 2)).toEqual([]);
    });
  }
});
