import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import { routeContext } from '@/lib/request/server';
import { socialClientSettings, socialFlowKey } from '@/lib/account/social-config';
import { flowCookieOptions, sealFlow, SOCIAL_FLOW_COOKIE } from '@/lib/account/social-cookie';
import { authorizeUrl, newFlow } from '@/lib/account/social-flow';

/**
 * `GET /api/account/social/start` (the 'Link account' button of /account/connections navigates here, S4-55): a new
 * flow (state, nonce, PKCE verifier) sealed in a short-lived httpOnly cookie, then 303 to the identity provider's
 * authorize page. A navigation, not a form post: the page's CSP (`form-action 'self'`) would stop a form's redirect
 * to another origin.
 * A guest is sent to the login.
 */
export function GET(request: NextRequest): Response {
  const context = routeContext(request);
  if (!context.ok) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { shop, session, origin, secureCookies } = context.data;
  if (session.kind !== 'customer') return NextResponse.redirect(`${origin}/login-register`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  const config = serverConfig();
  const flow = newFlow(session.customerId);
  const response = NextResponse.redirect(authorizeUrl(socialClientSettings(config, origin), flow), { status: 303, headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(SOCIAL_FLOW_COOKIE, sealFlow(flow, shop.code, socialFlowKey(config), Date.now()), flowCookieOptions(secureCookies));
  return response;
}
