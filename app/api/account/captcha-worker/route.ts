import { readFile } from 'node:fs/promises';
import path from 'node:path';

let source: Promise<string> | null = null;

/**
 * `GET /api/account/captcha-worker`: the captcha widget's PBKDF2 worker (altcha's prebuilt file), served from the
 * shop's own origin so the page policy's `worker-src 'self'` allows it (ADR 0027: no blob: workers, no third party).
 */
export async function GET(): Promise<Response> {
  source ??= readFile(path.join(process.cwd(), 'node_modules', 'altcha', 'dist', 'workers', 'pbkdf2.js'), 'utf8');
  return new Response(await source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
