import { buildApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { isMediaCurrent } from './media/marker';
import { sandboxSecretsFrom } from './payments/sandbox-secrets';

/** Starts the reference backend: seed on first run, generate media when missing, listen, stop on signals. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const { db, seeded } = await prepareDatabase(config.dbFile);
  if (seeded) {
    console.log(`Seeded ${config.dbFile}: ${seeded.visibleProducts} visible products, ${seeded.pses} PSEs, ${seeded.rewritingRows} URLs in ${seeded.ms} ms`);
  }
  if (seeded || !isMediaCurrent(config.mediaDir)) {
    const { generateMedia } = await import('./media/generate');
    const media = await generateMedia(config.mediaDir, db);
    console.log(`Generated ${media.images} images and ${media.documents} documents in ${config.mediaDir} in ${media.ms} ms`);
  }
  const app = buildApp({
    db,
    shopToken: config.shopToken,
    publicDir: config.mediaDir,
    search: { host: '127.0.0.1', port: config.port, user: config.searchUser, password: config.searchPassword },
    publicOrigin: config.publicUrl,
    ...(config.customerTokenSecret ? { customerTokenSecret: config.customerTokenSecret } : {}),
    ...(config.socialClientSecret ? { socialClientSecret: config.socialClientSecret } : {}),
    ...(config.orderLinkSecret ? { orderLinkSecret: config.orderLinkSecret } : {}),
    ...(config.paymentSandboxSecret ? { paymentSecrets: sandboxSecretsFrom(config.paymentSandboxSecret) } : {}),
  });
  await app.listen({ host: config.host, port: config.port });
  console.log(`Reference backend listening on http://${config.host}:${config.port} (ready in ${Math.round(performance.now() - started)} ms)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app
      .close()
      .then(() => {
        db.close();
        console.log(`Reference backend stopped (${signal})`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
