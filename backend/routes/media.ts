import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '@/backend/errors';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The file below `root` for a media path, or an error: only plain names, no '..', no hidden files. */
export function resolveMediaFile(root: string, wildcard: string): string {
  if (wildcard.length === 0 || wildcard.length > 400) throw badRequest('Invalid media path');
  const segments = wildcard.split('/');
  if (segments.length > 6 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) throw badRequest('Invalid media path');
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) throw badRequest('Invalid media path');
  if (!CONTENT_TYPES[path.extname(file).toLowerCase()]) throw notFound('Media file not found');
  return file;
}

/** `GET /media/*`: generated images and documents, no auth, cached for a year (file names change with content). */
export function registerMediaRoutes(app: FastifyInstance, publicDir: string): void {
  app.get('/media/*', async (request, reply) => {
    const wildcard = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const file = resolveMediaFile(publicDir, wildcard);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat || !stat.isFile()) throw notFound('Media file not found');
    return reply
      .header('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('Content-Length', String(stat.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Last-Modified', stat.mtime.toUTCString())
      .header('X-Content-Type-Options', 'nosniff')
      .send(fs.createReadStream(file));
  });
}
