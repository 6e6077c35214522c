import 'server-only';
import { loadMessages } from '@/lib/i18n/messages';
import { ownDocumentCsp } from '@/lib/security/own-document-csp';
import { serverDownHtml } from '@/lib/server-down/page-html';
import type { Shop } from '@/contract/shops';

/** A redirect to a path of the same host: the Location is relative, so no request header can choose its target. */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/**
 * The not-found page (404) for a return address or order link that is not the shopper's: the proxy renders
 * `/not-found` with status 404 (ADR 0021). The same answer for an unknown order, a foreign one and a malformed link.
 */
export function notFoundPage(): Response {
  return seeOther('/not-found');
}

/** The server-down page (503) when the backend cannot tell where the order stands (as app/server-down answers it). */
export async function serverDownPage(shop: Shop): Promise<Response> {
  const html = serverDownHtml(shop, (await loadMessages(shop.language)).ServerDown);
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30', 'Content-Security-Policy': ownDocumentCsp(html) },
  });
}
