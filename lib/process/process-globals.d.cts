/** Types of process-globals.cjs: what each key holds (ADR 0070). */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteCache } from '../cache/route-cache.cjs';
import type { RequestContext } from '../ops/request-context';
import type { RedisConnection } from '../redis/connection';
import type { SharedHealth } from '../routing/shared-health';

export type ProcessGlobals = {
  requestContext: AsyncLocalStorage<RequestContext>;
  backendHealth: SharedHealth;
  lookupExpiry: (tags: readonly string[]) => void;
  redisConnection: RedisConnection;
  routeCache: Pick<RouteCache, 'hasPage'>;
};

export declare const PROCESS_GLOBAL_KEYS: Readonly<{ [K in keyof ProcessGlobals]: symbol }>;
export declare const REQUEST_GUARD_MARKER: unique symbol;
export declare const REQUEST_HOOK_MARKER: unique symbol;
export declare const INTERNAL_ROUTE_HEADERS_MARKER: unique symbol;
export declare const REQUEST_ID_FETCH_MARKER: unique symbol;
export declare function readProcessGlobal<K extends keyof ProcessGlobals>(name: K): ProcessGlobals[K] | undefined;
export declare function writeProcessGlobal<K extends keyof ProcessGlobals>(name: K, value: ProcessGlobals[K] | undefined): void;
export declare function processGlobal<K extends keyof ProcessGlobals>(name: K, create: () => ProcessGlobals[K]): ProcessGlobals[K];
