import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import { routeContext } from '@/lib/request/server';
import { socialClientSettings, socialFlowKey } from '@/lib/account/social-config';
import { openFlow, SOCIAL_FLOW_COOKIE } from '@/lib/account/social-cookie';
import { sameText, verifyIdToken, type SocialResult } from '@/lib/account/social-flow';
import { exchangeCode, socialLinksCall } from '@/lib/account/social-server';

/**
 * `GET /api/account/social/callback?code&state` (or `?error`): the identity provider's redirect after the shopper
 * allowed or denied. The flow cookie must be this shop's, for this customer, with the same state; the code is
 * exchanged server-side with the flow's verifier, the id_token checked (signature, issuer, audience, nonce, expiry),
 * and its subject linked to the customer at the backend. Always back to /account/connections with `?result=`; the
 * flow cookie is dropped whatever happened.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { shop, session, origin } = context.data;
  const back = (result: SocialResult) => {
    const response = NextResponse.redirect(`${origin}/account/connections?result=${result}`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
    response.cookies.delete({ name: SOCIAL_FLOW_COOKIE, path: '/api/account/social' });
    return response;
  };
  if (session.kind !== 'customer') return back('failed');
  const config = serverConfig();
  const now = Date.now();
  const flow = openFlow(request.cookies.get(SOCIAL_FLOW_COOKIE)?.value, shop.code, socialFlowKey(config), now);
  const params = request.nextUrl.searchParams;
  const state = params.get('state') ?? '';
  if (!flow || flow.customerId !== session.customerId || !sameText(flow.state, state)) return back('failed');
  if (params.get('error') === 'access_denied') return back('denied');
  const code = params.get('code');
  if (!code || code.length > 200) return back('failed');
  const settings = socialClientSettings(config, origin);
  const exchanged = await exchangeCode(settings, code, flow.verifier);
  if (!exchanged.ok) {
    console.error(`social link: ${exchanged.error}`);
    return back('failed');
  }
  const claims = verifyIdToken(exchanged.data, settings, flow.nonce, now);
  if (!claims.ok) {
    console.error(`social link: id_token refused (${claims.error})`);
    return back('failed');
  }
  const linked = await socialLinksCall({ session }, 'sandbox', { action: 'link', subject: claims.data.sub, email: claims.data.email ?? '' });
  if (!linked.ok) return back(linked.error.status === 409 ? 'taken' : 'failed');
  return back('linked');
}
