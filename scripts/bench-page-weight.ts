import { gzipSync } from 'node:zlib';
import { loopbackFetch } from './loopback-fetch';

export type PageWeight = {
  path: string;
  htmlKb: number;
  htmlGzipKb: number;
  scripts: number;
  firstLoadJsGzipKb: number;
  /** Client references of the page's RSC payload (its `I[…]` rows): the client components React hydrates from it. */
  clientReferences: number;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The body of a 200 answer; a redirect is an error (its target would be measured instead of the page asked for). */
async function fetchText(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await loopbackFetch(port, host, path, { headers });
  if (response.status !== 200) throw new Error(`${host}${path} answered ${response.status}${response.headers.has('location') ? ` to ${response.headers.get('location')}` : ''}`);
  return response.text();
}

/** The decoded RSC payload of a page: the strings of its `self.__next_f.push([1, "…"])` scripts, joined. */
export function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1] ?? '""') as string).join('');
}

/**
 * What a first visit to `path` downloads: the HTML (raw and gzip) and every script the HTML loads from /_next/static,
 * gzip-compressed (level 6, as a typical server or CDN sends it). This is the page's first-load JavaScript. Scripts
 * marked `noModule` (Next's polyfills for browsers without ES modules) are left out: current browsers never fetch them.
 * `headers` go with the page request only (a shopper's cookie for a per-request page such as /checkout).
 */
export async function pageWeight(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<PageWeight> {
  const html = await fetchText(port, host, path, headers);
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\bsrc="(\/_next\/static\/[^"]+?\.js)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
  let gzipBytes = 0;
  for (const source of sources) gzipBytes += gzipSync(await fetchText(port, host, source), { level: 6 }).length;
  return {
    path,
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html, { level: 6 }).length),
    scripts: sources.length,
    firstLoadJsGzipKb: kb(gzipBytes),
    clientReferences: [...rscPayload(html).matchAll(/^[0-9a-f]+:I\[/gm)].length,
  };
}
