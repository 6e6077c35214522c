import { expect, type Page } from '@playwright/test';
import { browserFetch } from './browser-calls';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { sealSession, sessionCookieKey, SESSION_COOKIE_NAME } from '../../lib/account/session-cookie';
import type { Messages } from '../../lib/i18n/messages';
import { E2E_PORTS, type ShopProject } from './ports';

/** Test support of the auth journeys: the captcha ticked in the page, a solved captcha payload, a crafted session cookie. */

/** Ticks the captcha checkbox of the page's form with the keyboard and waits until the widget reports it verified. */
export async function acceptCaptcha(page: Page, m: Messages): Promise<void> {
  const box = page.getByRole('checkbox', { name: m.Auth.captcha.label });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(m.Auth.captcha.verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** A captcha payload solved outside the browser (as the widget does) for a challenge of the storefront. */
export async function solvedCaptcha(page: Page): Promise<string> {
  const response = await browserFetch(page, '/api/account/captcha');
  expect(response.status).toBe(200);
  const challenge = response.body as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

export const originOf = (shop: ShopProject) => `http://${shop.host}:${E2E_PORTS.storefront}`;

/**
 * Replaces the browser's session cookie by one sealed with the e2e stack's key (the embedded shop token) for the same
 * token and customer but other token times, e.g. an expiry in the past.
 */
export async function craftSessionCookie(page: Page, shop: ShopProject, session: { token: string; customerId: number; email: string; issuedAt: number; expiresAt: number }): Promise<void> {
  const key = sessionCookieKey({ token: process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN });
  const value = sealSession(session, shop.name, key, Date.now());
  await page.context().addCookies([{ name: SESSION_COOKIE_NAME, value, url: originOf(shop), httpOnly: true, sameSite: 'Lax' }]);
}

/** The customer's login token straight from the backend (for a crafted cookie). */
export async function backendLogin(email: string, password: string): Promise<{ token: string; customerId: number }> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/login`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const body = (await response.json()) as { data: { token: string; customer_id: number } };
  return { token: body.data.token, customerId: body.data.customer_id };
}

/** A session cookie value sealed with the e2e stack's key (as craftSessionCookie), for a request without a browser. */
export function sealedSessionCookie(shop: ShopProject, session: { token: string; customerId: number; email: string; issuedAt: number; expiresAt: number }): string {
  const key = sessionCookieKey({ token: process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN });
  return sealSession(session, shop.name, key, Date.now());
}

/** The payload the captcha widget sends for a challenge of `GET /api/account/captcha`, solved without a browser. */
export async function solveCaptcha(challenge: Parameters<typeof solveChallenge>[0]['challenge']): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
