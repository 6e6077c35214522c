import { gzipSync } from 'node:zlib';
import { LOOPBACK_HOSTNAME } from './processes';

export type PageWeight = { path: string; htmlKb: number; htmlGzipKb: number; scripts: number; firstLoadJsGzipKb: number };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The body of a 200 answer; a redirect is an error (its target would be measured instead of the page asked for). */
async function fetchText(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`http://${LOOPBACK_HOSTNAME}:${port}${path}`, { headers: { ...headers, host }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}${response.headers.has('location') ? ` to ${response.headers.get('location')}` : ''}`);
  return response.text();
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
  for (const source of sources) gzipBytes += gzipSync(await fetchText(port, host, source)).length;
  return {
    path,
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html).length),
    scripts: sources.length,
    firstLoadJsGzipKb: kb(gzipBytes),
  };
}
