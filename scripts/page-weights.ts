/**
 * First-load weight of the catalogue page kinds in each shop, against a running stack:
 *   E2E_DATA_DIR=data npx tsx scripts/page-weights.ts [port]   (default port 3000; the URLs come from that database)
 * Per page: HTML (raw and gzip), first-load JavaScript (gzip level 6 of every script the HTML loads from /_next/static,
 * `noModule` polyfills left out, as `pageWeight` of scripts/bench-page-weight.ts counts it) and the client references
 * of its RSC payload (the `I[…]` rows: the client components React hydrates from the payload). Requests go to the
 * loopback address with the shop's host in the `Host` header (fetch would drop that header).
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LOOPBACK_HOSTNAME } from './processes';
import { currentUrl, theliaLocaleOf } from '../e2e/support/catalog-urls';
import { SHOP_CODES } from '../lib/shop/shops';

const kb = (bytes: number) => (Math.round((bytes / 1024) * 10) / 10).toFixed(1);

function get(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = request({ hostname: LOOPBACK_HOSTNAME, port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`${host}${path} answered ${response.statusCode}`))));
    });
    call.on('error', reject);
    call.end();
  });
}

/** The decoded RSC payload of a page: the strings of its `self.__next_f.push([1, "…"])` scripts, joined. */
function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1] ?? '""') as string).join('');
}

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
      const html = await get(port, host, path);
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
      const sources = [...new Set(tags.map((tag) => /\bsrc="(\/_next\/static\/[^"]+?\.js)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
      let js = 0;
      for (const source of sources) js += gzipSync(await get(port, host, source), { level: 6 }).length;
      const references = [...rscPayload(html).matchAll(/^[0-9a-f]+:I\[/gm)].length;
      const htmlKb = `${kb(Buffer.byteLength(html))} (${kb(gzipSync(html, { level: 6 }).length)})`;
      console.log(`${shop}   ${kind.padEnd(8)} ${htmlKb.padEnd(15)} ${kb(js).padEnd(22)} ${String(sources.length).padEnd(8)} ${references}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
