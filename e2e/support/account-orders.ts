import type { Page } from '@playwright/test';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { readPdf, type PdfText } from '../../backend/pdf/pdf-text';
import { ADDRESSES } from './checkout-address';
import { queryE2eDb } from './e2e-db';
import { E2E_PORTS, type ShopProject } from './ports';

/**
 * Journeys of orders in the account: a saved address for a fresh account (the backend's address call with the shop
 * token: the checkout's valid address of the shop, as the address step sends it), an order's row, and a downloaded PDF
 * read back by a PDF reader (pdfjs-dist).
 */
export async function addSavedAddress(shop: ShopProject, customerId: number): Promise<number> {
  const address = ADDRESSES[shop.name];
  const county = address.countyCode ? queryE2eDb<{ id: number }>('SELECT id FROM state WHERE isocode = ?', address.countyCode)[0]?.id ?? null : null;
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/ExternalOrderApi/address`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer_id: customerId, title: 2, firstname: 'Anna', lastname: 'Berger', address1: address.street, zipcode: address.zipcode, city: address.city,
      country_id: address.countryId, state_id: county, phone: address.phone, is_default: true,
    }),
  });
  if (!response.ok) throw new Error(`address answered ${response.status}`);
  return ((await response.json()) as { data: { address_id: number } }).data.address_id;
}

export type StoredAccountOrder = { id: number; number: string; ref: string; email: string; customer_id: number; invoice_ref: string | null };

export function storedOrderOfRef(ref: string): StoredAccountOrder {
  const order = queryE2eDb<StoredAccountOrder>('SELECT id, number, ref, email, customer_id, invoice_ref FROM "order" WHERE ref = ?', ref)[0];
  if (!order) throw new Error(`no order ${ref}`);
  return order;
}

export const addressCountOf = (customerId: number): number => queryE2eDb<{ n: number }>('SELECT count(*) AS n FROM address WHERE customer_id = ?', customerId)[0]?.n ?? 0;

export type FetchedFile = { status: number; headers: Record<string, string>; body: Buffer };

/** A GET from the page (its cookies, its origin) answered with status, headers and the raw body. */
export async function fetchFromPage(page: Page, path: string): Promise<FetchedFile> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: btoa(binary) };
  }, path);
  return { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') };
}

/** A downloaded PDF: its headers checked by the caller, its text as a PDF reader extracts it (rejects when it is no valid PDF). */
export async function downloadedPdf(file: FetchedFile): Promise<{ disposition: string; type: string; pdf: PdfText }> {
  if (file.status !== 200) throw new Error(`the PDF answered ${file.status}`);
  return { disposition: file.headers['content-disposition'] ?? '', type: file.headers['content-type'] ?? '', pdf: await readPdf(file.body) };
}
