import type { Page } from '@playwright/test';
import { browserFetch } from './browser-calls';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { E2E_PORTS, type ShopProject } from './ports';

/**
 * Backend calls of the address book and personal information journeys: a customer's token from the backend's login,
 * the customer's addresses through the backend (to prove what changed and what did not), and business accounts.
 */
const backend = `http://127.0.0.1:${E2E_PORTS.backend}`;
const shopToken = () => process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN;

async function call(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${backend}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export async function backendToken(email: string, password: string): Promise<string> {
  const answer = await call('/api/login', shopToken(), { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`backend login answered ${answer.status}`);
  return (answer.body as { data: { token: string } }).data.token;
}

export type BookAddress = { id: number; label: string; city: string; zipcode: string; is_default: boolean };

export async function backendAddresses(token: string, customerId: number): Promise<BookAddress[]> {
  const answer = await call(`/api/ExternalOrderApi/address/?customer_id=${customerId}&limit=100`, token);
  if (answer.status !== 200) throw new Error(`address list answered ${answer.status}`);
  return (answer.body as { AddressItems: BookAddress[] }).AddressItems;
}

/** An address of the shop's own country (with a phone: the Romanian shop requires one), created with the customer's token. */
export async function backendAddress(token: string, customerId: number, shop: ShopProject, label: string): Promise<number> {
  const place = ADDRESS_OF[shop.name];
  const county = shop.name === 'ro' ? await countyId('RO-CJ') : null;
  const answer = await call('/api/ExternalOrderApi/address', token, {
    method: 'POST',
    body: { customer_id: customerId, label, title: 1, firstname: 'Erika', lastname: 'Muster', address1: place.street, zipcode: place.zipcode, city: place.city, country_id: place.countryId, state_id: county, phone: place.phone },
  });
  if (answer.status !== 200) throw new Error(`address create answered ${answer.status}`);
  return (answer.body as { data: { address_id: number } }).data.address_id;
}

async function countyId(code: string): Promise<number> {
  const answer = await call('/api/ExternalOrderApi/county/?country_id=146', shopToken());
  const found = (answer.body as { id: number; code: string }[]).find((county) => county.code === code);
  if (!found) throw new Error(`no county ${code}`);
  return found.id;
}

/**
 * Each shop's own address data, and a business customer's VAT number of the shop's country (never the shop's own, which
 * stands in its Impressum) for the VIES sandbox: last two digits 00 invalid, 99 error.
 */
export const ADDRESS_OF = {
  at: { street: 'Mariahilfer Straße 10', zipcode: '1060', city: 'Wien', countryId: 13, phone: '+43 660 1234567', foreignPhone: '+49 30 1234567', vat: 'ATU68374215' },
  de: { street: 'Friedrichstraße 20', zipcode: '10117', city: 'Berlin', countryId: 5, phone: '+49 30 1234567', foreignPhone: '+43 660 1234567', vat: 'DE287654321' },
  ro: { street: 'Strada Memorandumului 5', zipcode: '400114', city: 'Cluj-Napoca', countryId: 146, phone: '0722 123 456', foreignPhone: '+43 660 1234567', vat: 'RO31245678' },
} as const;

/** The shopper of the page's browser (`/api/account/me`, for delivery to `countryId` when given). */
export async function shopperOf(page: Page, countryId?: number): Promise<{ kind: string; isCompany?: boolean; excludeVAT?: boolean; firstname?: string }> {
  return (await browserFetch(page, countryId === undefined ? '/api/account/me' : `/api/account/me?country=${countryId}`, { method: 'GET' })).body as { kind: string };
}
