import { describeConfigProblem, readConfig, REQUIRED_CONFIG, type ShopConfig } from '../lib/env/config-schema';

/** Ports and the environment of a local stack: the reference backend and the storefront. */
export type StackPorts = { port: number; backendPort: number };

/**
 * Ports the Fetch standard blocks ('bad ports'): browsers and Node's fetch refuse to connect to them, so neither the
 * storefront nor the backend may listen there (4190, ManageSieve, is the one a test once tripped over).
 */
const BLOCKED_FETCH_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111,
  113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540,
  548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000,
  6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function portsFromEnv(env: Record<string, string | undefined> = process.env, defaults: StackPorts = { port: 3000, backendPort: 4000 }): StackPorts {
  const read = (value: string | undefined, fallback: number, name: string): number => {
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1-65535), got '${value}'`);
    if (BLOCKED_FETCH_PORTS.has(port)) throw new Error(`${name} ${port} is a port browsers and fetch refuse to connect to; choose another`);
    return port;
  };
  return { port: read(env.PORT, defaults.port, 'PORT'), backendPort: read(env.BACKEND_PORT, defaults.backendPort, 'BACKEND_PORT') };
}

/** The shop token of the reference backend when none is configured (local use only). */
export const EMBEDDED_SHOP_TOKEN = 'dev-shop-token';

/** True when none of the spec's config keys is set: then the embedded reference backend is used. */
export function usesEmbeddedBackend(env: Record<string, string | undefined> = process.env): boolean {
  return REQUIRED_CONFIG.every(({ env: name }) => !env[name]?.trim());
}

/**
 * The configuration `npm start` and `npm run start:cluster` run with, or the exit with every missing and invalid key
 * named. With a real backend the three shops answer on at/de/ro.localhost unless their hosts are configured.
 */
export function configuredOrExit(env: NodeJS.ProcessEnv, embedded: boolean): ShopConfig {
  if (!embedded) {
    env.SHOP_HOSTS_AT ??= 'at.localhost';
    env.SHOP_HOSTS_DE ??= 'de.localhost';
    env.SHOP_HOSTS_RO ??= 'ro.localhost';
  }
  const config = readConfig(env);
  if (!config.ok) {
    console.error(describeConfigProblem(config.error));
    process.exit(1);
  }
  return config.data;
}

/**
 * The storefront configuration that points at the reference backend on `backend` (a loopback port, or a base URL such
 * as a test's recording proxy); with `storefrontPort`, also the public origins of the three local shops (canonical
 * URLs, hreflang and sitemaps name http://at.localhost:PORT...).
 */
export function embeddedShopEnv(backend: number | string, token = EMBEDDED_SHOP_TOKEN, storefrontPort?: number): Record<string, string> {
  const api = typeof backend === 'number' ? `http://127.0.0.1:${backend}` : backend;
  const origins: Record<string, string> =
    storefrontPort === undefined
      ? {}
      : {
          SHOP_ORIGIN_AT: `http://at.localhost:${storefrontPort}`,
          SHOP_ORIGIN_DE: `http://de.localhost:${storefrontPort}`,
          SHOP_ORIGIN_RO: `http://ro.localhost:${storefrontPort}`,
        };
  return {
    ...origins,
    SHOP_API_URL: api,
    SHOP_FAST_API: `${api}/fast`,
    SHOP_TOKEN: token,
    SHOP_LANGUAGE: 'de',
    SHOP_LOCALE: 'de_AT',
    SHOP_HOSTS_AT: 'at.localhost',
    SHOP_HOSTS_DE: 'de.localhost',
    SHOP_HOSTS_RO: 'ro.localhost',
    // The reference backend's tag-manager container stand-in answers gtm.js (ADR 0058): nothing goes to Google.
    TAG_MANAGER_URL: api,
    // The review providers' stand-ins of the reference backend (backend/routes/review-providers.ts).
    SHOPVOTE_API_URL: `${api}/providers/shopvote`,
    TRUSTED_SHOPS_API_URL: `${api}/providers/trustedshops`,
    SEARCH_RATING_API_URL: `${api}/providers/searchrating`,
  };
}

/** Waits until `url` answers with a status below 500, or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
