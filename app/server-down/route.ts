import { readConfig } from '@/lib/env/config-schema';
import { loadMessages } from '@/lib/i18n/messages';
import { serverDownHtml } from '@/lib/server-down/page-html';
import { shopOfRequest } from '@/lib/shop/request-shop';

export const dynamic = 'force-dynamic';

/** The server-down page (status 503): the proxy rewrites here when the backend cannot be reached. */
export async function GET(request: Request): Promise<Response> {
  const config = readConfig(process.env);
  const shop = shopOfRequest(request.headers, config.ok ? config.data : { locale: 'de_AT', hosts: { at: [], de: [], ro: [] }, trustForwardedHeaders: false });
  const messages = await loadMessages(shop.language);
  return new Response(serverDownHtml(shop, messages.ServerDown), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  });
}
