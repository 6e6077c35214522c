import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { theliaLocaleOf } from '../support/catalog-urls';
import { openE2eDb } from '../support/e2e-db';
import { rawRequest } from '../support/raw-http';
import { createClient } from 'redis';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/revalidate/signature';
import { encodeRevalidation, REVALIDATION_CHANNEL } from '../../lib/cache/revalidation-channel.cjs';

/**
 * The proxy's own lookups (URL rewriting, `/product/{id}`) follow a signed revalidation at once, on the instance that
 * got it (ADR 0064): without that, a URL asked before it existed stays unknown for the not-found time (60 s) and a
 * moved product keeps its old address for the API cache time (300 s).
 */
const host = `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;

async function revalidateProduct(id: number): Promise<number> {
  const secret = process.env.REVALIDATE_SECRET ?? '';
  expect(secret).not.toBe('');
  const body = JSON.stringify({ type: 'product', id });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`http://localhost:${E2E_PORTS.storefront}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body) },
    body,
  });
  await response.body?.cancel();
  return response.status;
}

const get = (path: string) => rawRequest(encodeURI(path), host, { timeoutMs: 60_000 });

/** A product's current URL row in the default shop; each test takes its own (`offset`), none the newest. */
function productRow(db: ReturnType<typeof openE2eDb>, offset: number): { rowId: number; url: string; id: number } {
  return db
    .prepare(
      `SELECT r.id AS rowId, r.url, r.view_id AS id FROM rewriting_url r JOIN product p ON p.id = r.view_id AND p.visible = 1
       WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL ORDER BY r.id DESC LIMIT 1 OFFSET ?`,
    )
    .get(theliaLocaleOf(DEFAULT_SHOP.name), offset) as { rowId: number; url: string; id: number };
}

test("a product's new URL resolves, and /product/{id} points at it, right after the signed call (not before)", async () => {
  // It mutates the shared e2e database: one shop, a product other tests do not pick, restored afterwards.
  const db = openE2eDb({ readonly: false });
  const row = productRow(db, 3);
  const setUrl = db.prepare('UPDATE rewriting_url SET url = ? WHERE id = ?');
  const moved = `e2e-verschoben-${Date.now()}.html`;
  try {
    // Known state: this instance has looked up both addresses (the new one as unknown) and the product id.
    expect(await revalidateProduct(row.id)).toBe(200);
    expect((await get(`/${row.url}`)).status).toBe(200);
    expect((await get(`/${moved}`)).status).toBe(404);
    expect((await get(`/product/${row.id}`)).headers.location).toBe(encodeURI(`/${row.url}`));

    setUrl.run(moved, row.rowId);
    // The lookups still hold their answers: the change is not visible yet.
    expect((await get(`/${moved}`)).status).toBe(404);
    expect((await get(`/product/${row.id}`)).headers.location).toBe(encodeURI(`/${row.url}`));

    expect(await revalidateProduct(row.id)).toBe(200);
    expect((await get(`/${moved}`)).status).toBe(200);
    expect((await get(`/product/${row.id}`)).headers.location).toBe(`/${moved}`);
    expect((await get(`/${row.url}`)).status).toBe(404);
  } finally {
    setUrl.run(row.url, row.rowId);
    db.close();
    await revalidateProduct(row.id);
  }
  expect((await get(`/${row.url}`)).status).toBe(200);
});

test('with REDIS_URL, a revalidation announced on the channel by another instance expires this instance\'s lookups', async () => {
  test.skip(!process.env.REDIS_URL, 'needs the stack started with REDIS_URL (README, Testing)');
  const db = openE2eDb({ readonly: false });
  const row = productRow(db, 4);
  const setUrl = db.prepare('UPDATE rewriting_url SET url = ? WHERE id = ?');
  const moved = `e2e-kanal-${Date.now()}.html`;
  const publisher = createClient({ url: process.env.REDIS_URL });
  await publisher.connect();
  try {
    expect((await get(`/${moved}`)).status).toBe(404);
    setUrl.run(moved, row.rowId);
    expect((await get(`/${moved}`)).status).toBe(404);
    // What another instance's cache handler publishes from its revalidateTag; no signed call reaches this instance.
    await publisher.publish(REVALIDATION_CHANNEL, encodeRevalidation([`product:${row.id}`], Date.now()));
    await expect.poll(async () => (await get(`/${moved}`)).status, { timeout: 2_000, intervals: [50] }).toBe(200);
    expect((await get(`/product/${row.id}`)).headers.location).toBe(`/${moved}`);
  } finally {
    publisher.destroy();
    setUrl.run(row.url, row.rowId);
    db.close();
    await revalidateProduct(row.id);
  }
});
