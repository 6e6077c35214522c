import { getLocaleConfig } from '@/lib/layout/server';
import { isAppLocale, shopByLocale } from '@/contract/shops';

/** `/widerrufsformular` redirects to the withdrawal form PDF configured for the shop. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  const shop = isAppLocale(locale) ? shopByLocale(locale) : undefined;
  if (!shop) return new Response('Not found', { status: 404 });
  let target: string;
  try {
    target = (await getLocaleConfig(shop)).withdrawal_form_url;
  } catch {
    return new Response(null, { status: 307, headers: { Location: '/server-down' } });
  }
  // A relative Location keeps the shopper on the shop's own host.
  return new Response(null, { status: 302, headers: { Location: target } });
}
