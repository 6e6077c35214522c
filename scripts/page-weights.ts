/**
 * First-load weight of the catalogue page kinds in each shop, against a running stack:
 *   E2E_DATA_DIR=data npx tsx scripts/page-weights.ts [port]   (default port 3000; the URLs come from that database)
 * Per page: HTML (raw and gzip), first-load JavaScript (gzip level 6 of every script the HTML loads from /_next/static,
 * `noModule` polyfills left out, as `pageWeight` of scripts/bench-page-weight.ts counts it) and the client references
 * of its RSC payload (the `I[…]` rows: the client components React hydrates from the payload), all from `pageWeight`.
 */
import { pageWeight } from './bench-page-weight';
import { currentUrl, theliaLocaleOf } from '../e2e/support/catalog-urls';
import { SHOP_CODES } from '../contract/shops';

async function main() {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
  console.log('shop page     HTML kB (gzip)  first-load JS gzip kB  scripts  client references');
  for (const shop of SHOP_CODES) {
    const locale = theliaLocaleOf(shop);
    const host = `${shop}.localhost:${port}`;
    const paths = {
      home: '/',
      listing: `/${encodeURI(currentUrl(locale, 'category').url)}`,
      product: `/${encodeURI(currentUrl(locale, 'product').url)}`,
      search: `/search/${encodeURIComponent(currentUrl(locale, 'brand').title.toLowerCase())}`,
    };
    for (const [kind, path] of Object.entries(paths)) {
      const weight = await pageWeight(port, host, path);
      const htmlKb = `${weight.htmlKb.toFixed(1)} (${weight.htmlGzipKb.toFixed(1)})`;
      console.log(`${shop}   ${kind.padEnd(8)} ${htmlKb.padEnd(15)} ${weight.firstLoadJsGzipKb.toFixed(1).padEnd(22)} ${String(weight.scripts).padEnd(8)} ${weight.clientReferences}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
