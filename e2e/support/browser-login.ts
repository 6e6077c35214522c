import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/**
 * Logs the page's browser in through `POST /api/account/login`, sent from a page of the shop (same origin, like the
 * login form). The shop hosts (at.localhost, ...) resolve only inside the browser, so the call runs in the page.
 */
export async function logInInPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const status = await page.evaluate(
    async ([address, secret]) =>
      (await fetch('/api/account/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: address, password: secret }) })).status,
    [email, password] as const,
  );
  expect(status).toBe(200);
}

/** Logs the page's browser out through `POST /api/account/logout`. */
export async function logOutInPage(page: Page): Promise<void> {
  expect(await page.evaluate(async () => (await fetch('/api/account/logout', { method: 'POST' })).status)).toBe(200);
}
