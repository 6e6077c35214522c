import type { Page } from '@playwright/test';
import { browserFetch } from './browser-calls';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, type DemoCustomer } from '../../backend/db/seed/customers';
import { E2E_PORTS, type ShopProject } from './ports';

/**
 * Customer accounts in journeys: the seeded demo customers (README 'Demo customers'), fresh accounts made through the
 * backend's registration call (shop token) for journeys that change an account, and a login through the storefront's
 * own route, so the session cookie is the one a shopper gets.
 */
export { DEMO_PASSWORD };

export function demoCustomer(key: DemoCustomer['key']): DemoCustomer {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
}

/** The demo private customer of a shop's country. */
export const shopCustomer = (shop: ShopProject): DemoCustomer => demoCustomer(shop.name === 'at' ? 'private-at' : shop.name === 'de' ? 'private-de' : 'private-ro');

const LOCALES = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;

/**
 * A new account with its own e-mail address (unique per call) and password, made through the backend; with `vatNumber`
 * a business account whose number the backend's VIES sandbox checks at registration (last two digits 00: invalid,
 * 99: verification error, else valid).
 */
export async function freshAccount(shop: ShopProject, label: string, business?: { vatNumber: string }): Promise<{ email: string; password: string; customerId: number }> {
  const email = `${label}-${shop.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.${shop.name}`;
  const password = 'Sicheres-Passwort-1';
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/ExternalOrderApi/customer`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email, password, title: business ? 3 : 1, firstname: business ? 'Berta' : 'Test', lastname: business ? 'Betrieb' : 'Kunde', locale: LOCALES[shop.name],
      is_company: business !== undefined, company: business ? 'Betrieb GmbH' : '', vat_number: business?.vatNumber ?? '', newsletter: false,
    }),
  });
  if (!response.ok) throw new Error(`registration answered ${response.status}`);
  const body = (await response.json()) as { data: { customer_id: number } };
  return { email, password, customerId: body.data.customer_id };
}

/**
 * Logs the page's browser in through `POST /api/account/login`, called from the page (same-origin, like the login
 * form; the browser resolves the shop's *.localhost host, which the test runner's own HTTP client cannot).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await browserFetch(page, '/api/account/login', { method: 'POST', json: { email, password } });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`);
}

/** Logs the page's browser out through `POST /api/account/logout` (from the page, like the logout page). */
export async function logOut(page: Page): Promise<void> {
  const answer = await browserFetch(page, '/api/account/logout', { method: 'POST' });
  if (answer.status !== 200) throw new Error(`logout answered ${answer.status}`);
}
