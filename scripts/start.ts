/**
 * `npm start`: builds the storefront when needed, starts the reference backend (creating and seeding its database
 * on first run) unless a real backend is configured, starts the storefront, and prints the shop URLs.
 * PORT and BACKEND_PORT override the ports; Ctrl-C stops both.
 */
import { buildIsStale } from './build-state';
import { clearRuntimeCaches, nextBuild, ROOT, startBackend, startStorefront, superviseUntilExit } from './processes';
import { configuredOrExit, EMBEDDED_SHOP_TOKEN, embeddedShopEnv, portsFromEnv, usesEmbeddedBackend, waitForHttp } from './stack-env';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const { port, backendPort } = portsFromEnv();
  const embedded = usesEmbeddedBackend();
  const shopToken = process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(embedded ? embeddedShopEnv(backendPort, shopToken, port) : {}),
  };
  const config = configuredOrExit(env, embedded);

  if (!dev && buildIsStale(ROOT)) {
    console.log('Building the storefront (next build)...');
    await nextBuild({ ...env, NODE_ENV: 'production' });
  }

  const children = [];
  if (embedded) {
    const backend = startBackend({ ...env, BACKEND_PORT: String(backendPort), SHOP_TOKEN: shopToken });
    children.push(backend);
    await waitForHttp(`http://127.0.0.1:${backendPort}/health`, 180_000);
    // The backend may have re-seeded its database and redrawn its media: nothing of an older seed stays cached.
    clearRuntimeCaches();
  }
  const storefront = startStorefront(env, port, dev ? 'dev' : 'start');
  children.push(storefront);
  superviseUntilExit(children);
  await waitForHttp(`http://localhost:${port}/api/health`, 120_000);

  console.log('\nThe shops are running:');
  console.log(`  Austria (default): http://at.localhost:${port}  (also http://localhost:${port})`);
  console.log(`  Germany:           http://de.localhost:${port}`);
  console.log(`  Romania:           http://ro.localhost:${port}`);
  console.log(embedded ? `  Reference backend: http://127.0.0.1:${backendPort}` : `  Backend: ${config.apiUrl}`);
  console.log('Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
