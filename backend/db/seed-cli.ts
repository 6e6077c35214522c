import { readConfig } from '@/backend/config';
import { generateMedia } from '@/backend/media/generate';
import { prepareDatabase } from './prepare';

/** `npm run seed`: re-creates the database and regenerates the media. */
async function main(): Promise<void> {
  const config = readConfig();
  const { db, seeded } = await prepareDatabase(config.dbFile, { force: true });
  if (seeded) console.log(`Seeded ${config.dbFile}:`, seeded);
  const media = await generateMedia(config.mediaDir, db);
  console.log(`Generated ${media.images} images and ${media.documents} documents in ${config.mediaDir} (${media.ms} ms)`);
  db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
