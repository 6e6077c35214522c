/**
 * Ports of `npm run start:cluster` (CLUSTER_PORT and friends override them) and of the cluster journeys' own topology
 * (e2e/cluster, ADR 0066): Varnish in front, two storefront instances, the reference backend, redis-server.
 */
export type ClusterPorts = { varnish: number; instances: readonly [number, number]; backend: number; redis: number };

export const CLUSTER_PORTS: ClusterPorts = { varnish: 3080, instances: [3081, 3082], backend: 4080, redis: 6380 };

/** The cluster journeys' topology: apart from `npm start`, `npm run start:cluster` and the main e2e stack. */
export const CLUSTER_E2E_PORTS: ClusterPorts = {
  varnish: Number(process.env.CLUSTER_E2E_VARNISH_PORT ?? 3480),
  instances: [Number(process.env.CLUSTER_E2E_INSTANCE_PORT ?? 3481), Number(process.env.CLUSTER_E2E_INSTANCE_PORT ?? 3481) + 1],
  backend: Number(process.env.CLUSTER_E2E_BACKEND_PORT ?? 4480),
  redis: Number(process.env.CLUSTER_E2E_REDIS_PORT ?? 6480),
};
