/**
 * Screenshots of pages in the three shops, desktop and mobile, in headless Chromium, for looking at what changed.
 * Usage: tsx scripts/screenshots.ts [--port 3000] [--out screenshots] [--login email] [/path ...]   (a running stack is required)
 * `--login` logs the browser in as that demo customer (password DEMO_PASSWORD) before the account pages are taken.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../backend/db/seed/customers';

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? (args.splice(index, 2)[1] ?? fallback) : fallback;
  };
  const port = option('port', process.env.PORT ?? '3000');
  const out = option('out', 'screenshots');
  const login = option('login', '');
  const full = args.includes('--full');
  const paths = args.filter((arg) => arg.startsWith('/'));
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const shop of ['at', 'de', 'ro']) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const page = await browser.newPage({ viewport });
        if (login !== '') {
          await page.goto(`http://${shop}.localhost:${port}/cart`, { waitUntil: 'load' });
          const status = await page.evaluate(
            async ([email, password]) =>
              (await fetch('/api/account/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status,
            [login, DEMO_PASSWORD] as const,
          );
          if (status !== 200) throw new Error(`login of ${login} answered ${status}`);
        }
        for (const pagePath of paths.length > 0 ? paths : ['/']) {
          const response = await page.goto(`http://${shop}.localhost:${port}${pagePath}`, { waitUntil: 'load' });
          await page.waitForTimeout(1500);
          const file = path.join(out, `${shop}-${name}-${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`);
          await page.screenshot({ path: file, fullPage: full });
          console.log(`${response?.status() ?? '---'} ${file}`);
        }
        await page.close();
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
