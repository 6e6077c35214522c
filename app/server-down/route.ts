import { readConfig } from '@/lib/env/config-schema';
import { loadMessages } from '@/lib/i18n/messages';
import { ownDocumentCsp } from '@/lib/security/own-document-csp';
import { serverDownHtml } from '@/lib/server-down/page-html';
import { shopOfRequest } from '@/lib/shop/request-shop';

export const dynamic = 'force-dynamic';

/** The server-down page (status 503): the proxy rewrites here when the backend cannot be reached. */
export async function GET(request: Request): Promise<Response> {
  const config = readConfig(process.env);
  const shop = shopOfRequest(request.headers, config.ok ? config.data : { locale: 'de_AT', hosts: { at: [], de: [], ro: [] }, trustForwardedHeaders: false });
  const messages = await loadMessages(shop.language);
  const html = serverDownHtml(shop, messages.ServerDown);
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
      // Its own script and style by hash; the other security headers come from next.config.mjs (ADR 0020).
      'Content-Security-Policy': ownDocumentCsp(html),
    },
  });
}
