import { createClient } from '@/lib/api/request';
import { describeConfigProblem, readConfig, type ShopConfig } from '@/lib/env/config-schema';
import { BackendHealth } from '@/lib/routing/backend-health';
import { BrandIds } from '@/lib/routing/brand-ids';
import { FeatureValueIds } from '@/lib/routing/feature-value-ids';
import { ProductIdLookup } from '@/lib/routing/product-id-lookup';
import { RewritingLookup } from '@/lib/routing/rewriting-lookup';
import { routeCachePresence, type RouteCachePresence } from './route-cache-presence';
import { shareBackendHealth } from '@/lib/routing/shared-health';

/** The proxy's long-lived parts: configuration, the cached rewriting lookup, the backend's health, the route cache. */
export type ProxyRuntime = {
  config: ShopConfig;
  lookup: RewritingLookup;
  products: ProductIdLookup;
  health: BackendHealth;
  routeCache: RouteCachePresence;
  brands: Pick<BrandIds, 'checker' | 'ready'>;
  featureValues: Pick<FeatureValueIds, 'checker' | 'ready'>;
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
    health: new BackendHealth(`${config.apiUrl}/api/ConfigApi`, config.token),
    routeCache: routeCachePresence,
    brands: new BrandIds(createClient(config.fastApi, config.token)),
    featureValues: new FeatureValueIds(backend),
  };
  shareBackendHealth(runtime.health);
  return runtime;
}
