import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxMessage, outboxResponseSchema } from '@/contract/checkout';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a caller on the loopback interface (the only ones the operator page answers). */
export const isLoopback = (address: string | undefined) => LOOPBACK.has(address ?? '');
const recipientQuery = z.object({ to: z.string().trim().min(1).max(254).optional() });

/** The operator's outbox page (`GET /outbox`) authenticates by the caller's address instead of the shop token. */
export function isOutboxPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/outbox' || pathname === '/outbox/';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function outboxPage(messages: OutboxMessage[], recipient: string | undefined): string {
  const items = messages
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(mail.created_at)} · an/to ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.locale)}${mail.order_id === null ? '' : ` · order ${mail.order_id}`}</p>
<pre>${escapeHtml(mail.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}.meta{color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Outbox</h1>
<form method="get" action="/outbox"><label>Recipient <input type="email" name="to" value="${escapeHtml(recipient ?? '')}"></label> <button>Show</button></form>
<p>${messages.length} message(s), newest first.</p>
${items}
</body></html>`;
}

/**
 * The mail outbox of the reference backend: `GET /outbox` is an HTML page for an operator, answered only to callers on
 * the loopback interface (the backend listens there; no token); `GET /api/outbox?to=` is the same as JSON with the
 * shop token (for tests). Everything a mail holds is escaped on the page.
 */
export function registerOutboxRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/outbox', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send({ status_code: 404, error: 'Not Found' });
    const query = parseInput(recipientQuery, request.query, 'query');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(outboxPage(repos.outbox.list(query.to ?? null), query.to));
  });

  app.get('/api/outbox', async (request): Promise<z.infer<typeof outboxResponseSchema>> => {
    const query = parseInput(recipientQuery, request.query, 'query');
    return { messages: repos.outbox.list(query.to ?? null) };
  });
}
