import 'server-only';
import { serverConfig } from '@/lib/env/server-config';
import type { ShopCode } from '@/contract/shops';
import { originOf } from './origin-rule';

/** The public origin of a shop (`https://www.example.at`), for canonical URLs, hreflang alternates and sitemaps. */
export function shopOrigin(code: ShopCode): string {
  const config = serverConfig();
  return originOf(code, config.origins, config.hosts, process.env.PORT);
}
