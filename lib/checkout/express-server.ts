import 'server-only';
import type { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import type { ShopCode } from '@/contract/shops';
import { chunkName, MAX_CHUNKS } from '@/lib/request/express-cookie-names';
import { chunksOf, checkoutKeys, expressCookieOptions, openExpress, readChunks, sealExpress } from './express-cookie';
import { expressDataSchema, type ExpressData } from './express-data';

/** The express data of a request's cookies, or null (none, changed, another shop's, expired, or not the current shape). */
export function readExpressData(cookie: (name: string) => string | undefined, shop: ShopCode, now = Date.now()): ExpressData | null {
  const opened = openExpress(readChunks(cookie), shop, checkoutKeys(serverConfig()).express, now);
  const parsed = expressDataSchema.safeParse(opened);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes the express data into the response (a new 30 minutes from now), dropping chunks the new value no longer
 * needs. False when it is too large to keep (the caller answers with an error and keeps nothing).
 */
export function writeExpressData(response: NextResponse, data: ExpressData, shop: ShopCode, secure: boolean, now = Date.now()): boolean {
  const chunks = chunksOf(sealExpress(data, shop, checkoutKeys(serverConfig()).express, now));
  if (!chunks) return false;
  const options = expressCookieOptions(secure);
  for (const chunk of chunks) response.cookies.set(chunk.name, chunk.value, options);
  for (let index = chunks.length; index < MAX_CHUNKS; index += 1) response.cookies.delete({ name: chunkName(index), path: '/' });
  return true;
}
