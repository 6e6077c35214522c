import path from 'node:path';
import { test, type BrowserContext } from '@playwright/test';
import { load } from 'cheerio';
import { Cluster } from '../../scripts/cluster/cluster';
import { CLUSTER_E2E_PORTS } from '../../scripts/cluster/cluster-ports';
import { LOOPBACK_PURGERS } from '../../scripts/cluster/varnish-topology';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/revalidate/signature';
import { CONSENT_COOKIE } from '../../lib/consent/consent-state';
import { rawRequest, type RawRequest, type RawResponse } from './raw-http';

/**
 * The cluster journeys' topology (ADR 0066): the reference backend on the journeys' catalogue (E2E_DATA_DIR), redis,
 * two storefront instances and Varnish in front, on CLUSTER_E2E_PORTS, its output kept for a failure message.
 */
export const PORTS = CLUSTER_E2E_PORTS;
export const VARNISH = PORTS.varnish;
export const [INSTANCE_1, INSTANCE_2] = PORTS.instances;

export function journeyCluster(): Cluster {
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, '..', '..', 'data', 'e2e');
  return new Cluster({
    ports: PORTS,
    env: { ...process.env, BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') },
    embeddedBackend: true,
    purgers: [...LOOPBACK_PURGERS],
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts a journey topology before the spec file's tests and stops it after them (each file its own: a file may stop
 * Redis or kill an instance). Returns the running cluster's getter.
 */
export function useJourneyCluster(): () => Cluster {
  let cluster: Cluster | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    cluster = journeyCluster();
    await cluster.start();
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('the journey cluster has not started');
    return cluster;
  };
}

/** A request to Varnish or an instance (`port`) for a shop host (`at.localhost` by default), as the browser names it. */
export function shopRequest(port: number, pathAndQuery: string, request: RawRequest & { shopHost?: string } = {}): Promise<RawResponse> {
  const { shopHost = 'at.localhost', ...rest } = request;
  return rawRequest(pathAndQuery, `${shopHost}:${VARNISH}`, { timeoutMs: 60_000, ...rest, port });
}

/** The page's main heading as a reader sees it. */
export function headingOf(html: string): string {
  return load(html)('h1').first().text().replace(/\s+/g, ' ').trim();
}

/** Sends a signed revalidation call (docs/adr/0010) to one instance. */
export async function revalidateOn(port: number, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const secret = process.env.REVALIDATE_SECRET ?? '';
  if (!secret) throw new Error('REVALIDATE_SECRET is not set (playwright.config.ts sets it)');
  const json = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await rawRequest('/api/revalidate', `localhost:${port}`, {
    port,
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, json) },
    body: json,
  });
  return { status: response.status, body: JSON.parse(response.body) as unknown };
}

/** A browser context on the AT shop through Varnish, as a returning shopper who declined analytics (no banner). */
export async function shopperContext(newContext: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const context = await newContext();
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: `http://at.localhost:${VARNISH}` }]);
  return context;
}
