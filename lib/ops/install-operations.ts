import type http from 'node:http';
import { readConfig, type ShopConfig } from '@/lib/env/config-schema';
import { BackendHealth } from '@/lib/routing/backend-health';
import { sharedBackendHealth } from '@/lib/routing/shared-health';
import { shopOfRequest } from '@/lib/shop/request-shop';
import { DEFAULT_SHOP_CODE } from '@/contract/shops';
import { installRequestHook } from './request-hook';
import { installRequestIdFetch } from './request-id-fetch';
import { requestLogMode } from './request-log';
import { drainOnSignals, Shutdown } from './shutdown';

function headersOf(request: http.IncomingMessage): Pick<Headers, 'get'> {
  return {
    get: (name) => {
      const value = request.headers[name.toLowerCase()];
      return (Array.isArray(value) ? value.join(', ') : value) ?? null;
    },
  };
}

/**
 * Installs the operations of the Node.js server (instrumentation.ts, ADR 0065): request ids carried to every upstream
 * call, `/healthz` and `/readyz`, the JSON request log (REQUEST_LOG) and the bounded graceful stop. Call it after the
 * request gate, so that its hook sees the gate's answers too. A configuration that does not validate is reported by
 * the server's start-up, which stops the process; until then the hook works without shops and backend.
 */
export function installOperations(env: NodeJS.ProcessEnv = process.env): void {
  const result = readConfig(env);
  const config: ShopConfig | null = result.ok ? result.data : null;
  if (!installRequestIdFetch()) console.warn('request ids: fetch was patched before start-up; upstream calls do not carry X-Request-Id');
  const shutdown = new Shutdown();
  drainOnSignals(shutdown);
  const health = config ? sharedBackendHealth(() => new BackendHealth(`${config.apiUrl}/api/ConfigApi`, config.token)) : null;
  installRequestHook({
    shutdown,
    backendUp: () => (health ? health.check() : Promise.resolve(false)),
    shopOf: (request) => (config ? shopOfRequest(headersOf(request), config).code : DEFAULT_SHOP_CODE),
    log: requestLogMode(env) === 'json' ? (line) => process.stdout.write(`${line}\n`) : null,
  });
}
