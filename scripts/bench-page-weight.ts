import { gzipSync } from 'node:zlib';
import { LOOPBACK_HOSTNAME } from './processes';

export type PageWeight = { path: string; htmlKb: number; htmlGzipKb: number; scripts: number; firstLoadJsGzipKb: number };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function fetchText(port: number, host: string, path: string): Promise<string> {
  const response = await fetch(`http://${LOOPBACK_HOSTNAME}:${port}${path}`, { headers: { host } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/**
 * What a first visit to `path` downloads: the HTML (raw and gzip) and every script the HTML loads from /_next/static,
 * gzip-compressed (level 6, as a typical server or CDN sends it). This is the page's first-load JavaScript. Scripts
 * marked `noModule` (Next's polyfills for browsers without ES modules) are left out: current browsers never fetch them.
 */
export async function pageWeight(port: number, host: string, path: string): Promise<PageWeight> {
  const html = await fetchText(port, host, path);
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
