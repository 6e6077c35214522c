import { createClient } from '@/lib/api/request';
import { describeConfigProblem, readConfig, type ShopConfig } from '@/lib/env/config-schema';
import { BackendHealth } from '@/lib/routing/backend-health';
import { BrandIds } from '@/lib/routing/brand-ids';
import { FeatureValueIds } from '@/lib/routing/feature-value-ids';
import { ProductIdLookup } from '@/lib/routing/product-id-lookup';
import { RewritingLookup } from '@/lib/routing/rewriting-lookup';
import { followRevalidations, shareLookupExpiry } from '@/lib/routing/lookup-invalidation';
import { sharedRedis } from '@/lib/redis/connection';
import { routeCachePresence, type RouteCachePresence } from './route-cache-presence';
import { sharedBackendHealth, type SharedHealth } from '@/lib/routing/shared-health';

/** The proxy's long-lived parts: configuration, the cached rewriting lookup, the backend's health, the route cache. */
export type ProxyRuntime = {
  config: ShopConfig;
  lookup: RewritingLookup;
  products: ProductIdLookup;
  health: SharedHealth;
  routeCache: RouteCachePresence;
  brands: Pick<BrandIds, 'checker' | 'ready' | 'invalidate'>;
  featureValues: Pick<FeatureValueIds, 'checker' | 'ready' | 'invalidate'>;
};

let runtime: ProxyRuntime | undefined;

export function proxyRuntime(): ProxyRuntime {
  if (runtime) return runtime;
  const result = readConfig(process.env);
  if (!result.ok) throw new Error(describeConfigProblem(result.error));
  const config = result.data;
  const backend = createClient(config.apiUrl, config.token);
  runtime = {
    config,
    lookup: new RewritingLookup(backend),
    products: new ProductIdLookup(backend),
    // One per process, also read by `/readyz` (lib/ops), whichever asks first creates it.
    health: sharedBackendHealth(() => new BackendHealth(`${config.apiUrl}/api/ConfigApi`, config.token)),
    routeCache: routeCachePresence,
    brands: new BrandIds(createClient(config.fastApi, config.token)),
    featureValues: new FeatureValueIds(backend),
  };
  // A signed revalidation expires the lookups: here directly from the revalidate route, on the other instances
  // through Redis (ADR 0064). The backend health follows no revalidation: it is this instance's own view, 3 s old at most.
  shareLookupExpiry(runtime);
  followRevalidations(runtime, sharedRedis(config.redisUrl));
  return runtime;
}
