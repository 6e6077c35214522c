import { test, expect } from '@playwright/test';
import { openE2eDb, queryE2eDb } from '../support/e2e-db';
import { headingOf, INSTANCE_1, INSTANCE_2, useJourneyCluster, revalidateOn, shopRequest, VARNISH } from '../support/cluster-stack';

/**
 * Revalidation across the topology (ADR 0066): two storefront instances sharing Redis behind Varnish. A signed
 * revalidation on one instance reaches the other and bans the tagged pages in Varnish, exactly those; Varnish keeps
 * the rules of deploy/varnish/storefront.vcl on the real storefront's pages.
 */

type Product = { id: number; url: string; title: string };
/** Two visible products of the AT shop (the cluster journeys run alone: nobody else changes them). */
const [productA, productB] = queryE2eDb<Product>(
  `SELECT r.view_id AS id, r.url, t.title FROM rewriting_url r JOIN product p ON p.id = r.view_id AND p.visible = 1
   JOIN product_i18n t ON t.id = r.view_id AND t.locale = r.view_locale
   WHERE r.view = 'product' AND r.view_locale = 'de_AT' AND r.redirected IS NULL ORDER BY r.id DESC LIMIT 2`,
) as [Product, Product];
const pathOf = (product: Product) => `/${encodeURI(product.url)}`;

useJourneyCluster();

/** Revalidates a product so a journey starts from what the database holds, not from an earlier run's pages. */
async function freshStart(product: Product): Promise<void> {
  expect((await revalidateOn(INSTANCE_1, { type: 'product', id: product.id })).status).toBe(200);
}

test('a product changed in the backend and revalidated through instance 1 shows on instance 2 and through Varnish within a second', async () => {
  const path = pathOf(productA);
  const headingOn = async (port: number) => headingOf((await shopRequest(port, path)).body);
  const db = openE2eDb({ readonly: false });
  const setTitle = db.prepare("UPDATE product_i18n SET title = ? WHERE id = ? AND locale = 'de_AT'");
  const changed = `${productA.title} (geändert ${Date.now()})`;
  try {
    await freshStart(productA);
    // Both instances and Varnish hold the page.
    for (const port of [INSTANCE_1, INSTANCE_2, VARNISH, INSTANCE_1, INSTANCE_2, VARNISH]) expect(await headingOn(port)).toBe(productA.title);
    expect((await shopRequest(VARNISH, path)).headers['x-cache']).toBe('HIT');

    setTitle.run(changed, productA.id);
    // Served from the caches: the change is not visible yet anywhere.
    for (const port of [INSTANCE_2, VARNISH]) expect(await headingOn(port)).toBe(productA.title);

    expect(await revalidateOn(INSTANCE_1, { type: 'product', id: productA.id })).toEqual({ status: 200, body: { revalidated: true, tags: [`product:${productA.id}`] } });
    const answered = Date.now();
    // A request started within a second of the answer shows the new title on instance 2 and through Varnish.
    let seen: string[] = [];
    do {
      seen = [await headingOn(INSTANCE_2), await headingOn(VARNISH)];
    } while (seen.some((heading) => heading !== changed) && Date.now() - answered < 1_000);
    expect(seen).toEqual([changed, changed]);
    // And it stays: no instance or Varnish brings the old page back.
    for (const port of [INSTANCE_1, INSTANCE_2, VARNISH, VARNISH]) expect(await headingOn(port)).toBe(changed);
  } finally {
    setTitle.run(productA.title, productA.id);
    db.close();
    await freshStart(productA);
  }
});

test('pages carry their catalogue tags to Varnish on MISS and HIT, never to the browser; a revalidation bans exactly the tagged pages', async () => {
  await freshStart(productA);
  await freshStart(productB);
  const miss = await shopRequest(INSTANCE_1, pathOf(productA));
  const hit = await shopRequest(INSTANCE_1, pathOf(productA));
  expect([miss.headers['x-nextjs-cache'], hit.headers['x-nextjs-cache']]).toEqual(['MISS', 'HIT']);
  for (const answer of [miss, hit]) {
    const keys = String(answer.headers.xkey ?? '').split(' ');
    expect(keys).toEqual(expect.arrayContaining([`product:${productA.id}`, 'config:de_AT']));
    expect(keys.every((key) => /^(?:(?:config|menu):[a-z]{2}_[A-Z]{2}|(?:product|category|brand|content):\d+|products)$/.test(key))).toBe(true);
  }

  for (const product of [productA, productB]) await shopRequest(VARNISH, pathOf(product));
  const cachedA = await shopRequest(VARNISH, pathOf(productA));
  expect(cachedA.headers['x-cache']).toBe('HIT');
  expect(cachedA.headers).not.toHaveProperty('xkey');
  expect((await shopRequest(VARNISH, pathOf(productB))).headers['x-cache']).toBe('HIT');

  // Through the other instance this time: every instance bans in Varnish. Next.js runs a route handler's
  // revalidations after its answer (waitUntil), so the ban lands a few milliseconds after it: within a second.
  expect((await revalidateOn(INSTANCE_2, { type: 'product', id: productA.id })).status).toBe(200);
  const answered = Date.now();
  let cacheOfA: unknown;
  do {
    cacheOfA = (await shopRequest(VARNISH, pathOf(productA))).headers['x-cache'];
  } while (cacheOfA === 'HIT' && Date.now() - answered < 1_000);
  expect(cacheOfA).toBe('MISS');
  expect((await shopRequest(VARNISH, pathOf(productB))).headers['x-cache']).toBe('HIT');
});

test('Varnish keeps one copy per shop host, shares it across tracking parameters and keeps RSC answers apart', async () => {
  const path = pathOf(productB);
  const html = await shopRequest(VARNISH, path);
  const tagged = await shopRequest(VARNISH, `${path}?utm_source=newsletter&utm_medium=email&gclid=abc123&fbclid=x`);
  expect(tagged.headers['x-cache']).toBe('HIT');
  expect(tagged.body).toBe(html.body);

  // Next.js answers an RSC request without its `_rsc` value with a redirect to the URL that carries it.
  const rscHeaders = { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' };
  const redirect = await shopRequest(VARNISH, path, { headers: rscHeaders });
  expect(redirect.status).toBe(307);
  const flightUrl = String(redirect.headers.location);
  expect(flightUrl).toContain('_rsc=');
  const flight = await shopRequest(VARNISH, flightUrl, { headers: rscHeaders });
  expect(flight.status).toBe(200);
  expect(String(flight.headers['content-type'])).toContain('text/x-component');
  expect((await shopRequest(VARNISH, flightUrl, { headers: rscHeaders })).headers['x-cache']).toBe('HIT');
  const again = await shopRequest(VARNISH, path);
  expect(String(again.headers['content-type'])).toContain('text/html');
  expect(again.headers['x-cache']).toBe('HIT');
  expect(again.body).toBe(html.body);

  const languages = [];
  for (const shopHost of ['at.localhost', 'de.localhost', 'ro.localhost']) {
    await shopRequest(VARNISH, '/about', { shopHost });
    const page = await shopRequest(VARNISH, '/about', { shopHost });
    expect([shopHost, page.status, page.headers['x-cache']]).toEqual([shopHost, 200, 'HIT']);
    languages.push(/<html[^>]* lang="([^"]+)"/.exec(page.body)?.[1]);
  }
  expect(languages).toEqual(['de-AT', 'de-DE', 'ro-RO']);
});
