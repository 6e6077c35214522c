/**
 * `npm run start:cluster`: the scaled topology on one machine (ADR 0066), from Debian's packages: builds the storefront
 * when needed, starts the reference backend (unless a real backend is configured), redis-server (no persistence,
 * emptied at start), two storefront instances of the one build sharing it (REDIS_URL, VARNISH_URLS,
 * SHOP_TRUST_PROXY), and varnishd in the foreground in front of them with deploy/varnish/storefront.vcl; prints the
 * shop URLs. Ctrl-C stops everything; so does the end of any one process.
 *
 * Ports: CLUSTER_PORT (Varnish, default 3080; the instances take the next two), CLUSTER_BACKEND_PORT (4080),
 * CLUSTER_REDIS_PORT (6380). VARNISH_PURGERS: addresses or networks that may ban (default this machine).
 */
import { rmSync } from 'node:fs';
import { buildIsStale } from './build-state';
import { Cluster } from './cluster/cluster';
import { CLUSTER_PORTS, type ClusterPorts } from './cluster/cluster-ports';
import { purgersFromEnv } from './cluster/varnish-topology';
import { nextBuild, ROOT, superviseUntilExit } from './processes';
import { configuredOrExit, portsFromEnv, usesEmbeddedBackend } from './stack-env';

function clusterPortsFromEnv(env: NodeJS.ProcessEnv): ClusterPorts {
  const front = portsFromEnv({ PORT: env.CLUSTER_PORT, BACKEND_PORT: env.CLUSTER_BACKEND_PORT }, { port: CLUSTER_PORTS.varnish, backendPort: CLUSTER_PORTS.backend });
  const redis = portsFromEnv({ PORT: env.CLUSTER_REDIS_PORT }, { port: CLUSTER_PORTS.redis, backendPort: 1 }).port;
  const instances = portsFromEnv({ PORT: String(front.port + 1), BACKEND_PORT: String(front.port + 2) });
  return { varnish: front.port, instances: [instances.port, instances.backendPort], backend: front.backendPort, redis };
}

async function main(): Promise<void> {
  const ports = clusterPortsFromEnv(process.env);
  const embedded = usesEmbeddedBackend();
  const cluster = new Cluster({ ports, env: { ...process.env }, embeddedBackend: embedded, purgers: purgersFromEnv(process.env.VARNISH_PURGERS) });
  const env = cluster.instanceEnv();
  const config = configuredOrExit(env, embedded);
  if (buildIsStale(ROOT)) {
    console.log('Building the storefront (next build)...');
    await nextBuild({ ...env, NODE_ENV: 'production' });
  }
  // Ctrl-C while the parts are still starting stops the ones already running.
  const stopEarly = () => void cluster.stop().then(() => process.exit(130));
  process.once('SIGINT', stopEarly);
  process.once('SIGTERM', stopEarly);
  await cluster.start();
  process.off('SIGINT', stopEarly);
  process.off('SIGTERM', stopEarly);
  // varnishd's work directory is removed however the run ends.
  const varnishDir = cluster.varnish?.workDir;
  process.on('exit', () => varnishDir && rmSync(varnishDir, { recursive: true, force: true }));
  superviseUntilExit(cluster.children());

  const shop = (host: string) => `http://${host}:${ports.varnish}`;
  console.log('\nThe shops are running behind Varnish:');
  console.log(`  Austria (default): ${shop('at.localhost')}  (also ${shop('localhost')})`);
  console.log(`  Germany:           ${shop('de.localhost')}`);
  console.log(`  Romania:           ${shop('ro.localhost')}`);
  console.log(`  Storefront instances: http://localhost:${ports.instances[0]}, http://localhost:${ports.instances[1]}`);
  console.log(`  Redis: redis://127.0.0.1:${ports.redis}`);
  console.log(embedded ? `  Reference backend: http://127.0.0.1:${ports.backend}` : `  Backend: ${config.apiUrl}`);
  console.log('Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
