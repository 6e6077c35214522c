/**
 * Main-thread work of a first visit on a phone, against a running stack:
 *   E2E_DATA_DIR=data npx tsx scripts/hydration-trace.ts [port] [runs]   (default 3000, 5 runs)
 * Each page kind of the German and Austrian shop in a fresh 412 × 823 phone context with the CPU slowed down 4× (as
 * Lighthouse's mobile preset): the long tasks until 3 s after `load` (count, sum, and the blocking part over 50 ms each)
 * and the component instances mounted once the page has hydrated (the largest committed tree: function, class, memo
 * and forward-ref components, the framework's own included), read through the DevTools hook. Medians of the runs.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { currentUrl, theliaLocaleOf } from '../e2e/support/catalog-urls';

type Figures = { longTasks: number; longTaskMs: number; blockingMs: number; components: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Installed before any page script: counts the component fibers of React's first commit. */
const HOOK = `(() => {
  const commits = [];
  window.__hydratedComponents = () => commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false, checkDCE() {},
    inject() { return 1; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let count = 0;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        if (typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object' && fiber.tag !== 5)) count += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      commits.push(count);
    },
  };
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
})();`;

async function main() {
  const port = Number(process.argv[2] ?? 3000);
  const runs = Number(process.argv[3] ?? 5);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const shop of (process.env.TRACE_SHOPS ?? 'at,de').split(',') as Array<'at' | 'de' | 'ro'>) {
      const locale = theliaLocaleOf(shop);
      const pages = {
        home: '/',
        listing: `/${encodeURI(currentUrl(locale, 'category').url)}`,
        product: `/${encodeURI(currentUrl(locale, 'product').url)}`,
        search: `/search/${encodeURIComponent(currentUrl(locale, 'brand').title.toLowerCase())}`,
      };
      for (const [kind, path] of Object.entries(pages)) {
        const figures: Figures[] = [];
        for (let run = 0; run <= runs; run += 1) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
          const page = await context.newPage();
          await page.addInitScript(HOOK);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`http://${shop}.localhost:${port}${path}`, { waitUntil: 'load' });
          await page.waitForTimeout(3000);
          const result = await page.evaluate(() => {
            const scope = window as unknown as { __longTasks: number[]; __hydratedComponents: () => number[] };
            const commits = scope.__hydratedComponents();
            return { tasks: scope.__longTasks, components: commits.length > 0 ? Math.max(...commits) : 0 };
          });
          await context.close();
          // The first run warms the route cache and the image resizes.
          if (run === 0) continue;
          figures.push({
            longTasks: result.tasks.length,
            longTaskMs: Math.round(result.tasks.reduce((sum, duration) => sum + duration, 0)),
            blockingMs: Math.round(result.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
            components: result.components,
          });
        }
        const pick = (key: keyof Figures) => median(figures.map((figure) => figure[key]));
        console.log(
          `${shop} ${kind.padEnd(8)} long tasks ${pick('longTasks')}, ${pick('longTaskMs')} ms, blocking ${pick('blockingMs')} ms; components mounted ${pick('components')}  (blocking per run: ${figures.map((figure) => figure.blockingMs).join(' / ')})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
