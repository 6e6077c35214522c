import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { callFromPage } from './checkout-flow';

/**
 * Logs the page's browser in through `POST /api/account/login`, called from the page itself (same origin, the
 * browser's own resolution of the shop host, so `*.localhost` hosts work where Node's resolver has none).
 */
export async function logInFromPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await callFromPage(page, '/api/account/login', { email, password });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`);
}
