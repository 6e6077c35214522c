import { test, expect } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { BackendFaultStack, getWithin, type BackendFault } from '../support/backend-fault-stack';
import { SHOP_PROJECTS } from '../support/ports';
import { firstE2eRow } from '../support/e2e-db';

/*
 * A sick backend (ADR 0023) against a stack of its own behind a fault-injecting proxy. Its 50 s are mostly waits for the
 * health state to settle, so the file is named to sort first in the HTTP tier: the other checks run beside it instead
 * of after it (Playwright hands out files in name order).
 */

/** Longest wait the shop may make a shopper wait for any answer while its backend is sick (ADR 0023: about 3 s). */
const BOUND_MS = 6_000;
/** The health state's life (HEALTH_TTL_MS) and a margin: after it, the proxy has probed the sick backend. */
const HEALTH_SETTLE_MS = 3_500;

/** Per fault, a page that is never in the route cache (rendered per request), so it needs the backend. */
const FAULTS: ReadonlyArray<{ fault: BackendFault; page: string }> = [
  { fault: 'error-500', page: '/search?term=armatur' },
  { fault: 'invalid-json', page: '/cart' },
  { fault: 'wrong-shape', page: '/search?term=dusche' },
  { fault: 'refused', page: '/search?term=waschtisch' },
  { fault: 'slow', page: '/search?term=heizung' },
];

test.describe('a sick backend', () => {
  test('cached pages stay, uncached pages answer the 503 server-down page in bounded time, and every page recovers', async () => {
    // One stack serves the three shops by host: one test checks the three shop hosts at once.
    test.setTimeout(240_000);
    const listed = firstE2eRow<{ id: number }>('SELECT id FROM product WHERE visible = 1 ORDER BY id DESC LIMIT 1');
    const listPath = `/api/products?ids=${listed.id}`;
    const stack = new BackendFaultStack(3395, 4395);
    await stack.start();
    try {
      const hosts = SHOP_PROJECTS.map((project) => `${project.host}:${stack.port}`);
      // Warm the home pages of the three shops into the route cache.
      for (const host of hosts) {
        await expect(async () => expect((await getWithin(stack.port, '/', host, 30_000)).status).toBe(200)).toPass({ timeout: 60_000 });
      }
      for (const { fault, page } of FAULTS) {
        stack.fault = fault;
        await new Promise((resolve) => setTimeout(resolve, HEALTH_SETTLE_MS));
        for (const [index, host] of hosts.entries()) {
          const project = SHOP_PROJECTS[index]!;
          const home = await getWithin(stack.port, '/', host, BOUND_MS);
          expect({ fault, host, status: home.status }).toEqual({ fault, host, status: 200 });
          const down = await getWithin(stack.port, page, host, BOUND_MS);
          expect({ fault, host, page, status: down.status }).toEqual({ fault, host, page, status: 503 });
          expect(down.body).toContain(messagesOf(project).ServerDown.message);
          const lookedUp = await getWithin(stack.port, '/eine-nie-gesehene-seite.html', host, BOUND_MS);
          expect({ fault, host, status: lookedUp.status }).toEqual({ fault, host, status: 503 });
        }
        if (fault === 'invalid-json') {
          // A route handler's cached read (products of a list, not read before) gets the junk 200, which Next's data
          // cache may store: the answer is a 503, never a 5xx of another kind.
          const junk = await getWithin(stack.port, listPath, hosts[2]!, BOUND_MS);
          expect(junk.status).toBe(503);
        }
        stack.fault = 'none';
        if (fault === 'invalid-json') {
          // The first request after the backend heals answers again (the stored junk is not served for minutes).
          const healed = await getWithin(stack.port, listPath, hosts[2]!, BOUND_MS);
          expect(healed.status).toBe(200);
          expect(JSON.parse(healed.body)).toMatchObject({ products: [expect.objectContaining({ id: listed.id })] });
        }
        // Within one health period the page renders again.
        await expect(async () => expect((await getWithin(stack.port, page, hosts[0]!, 30_000)).status).toBe(200)).toPass({ timeout: 20_000 });
      }
    } finally {
      await stack.stop();
    }
  });
});
