import crypto from 'node:crypto';
import { z } from 'zod';
import { idTokenClaimsSchema, type IdTokenClaims } from '@/contract/social-link';
import type { Result } from '@/lib/api/result';

/**
 * The storefront's side of the OpenID Connect authorization code flow with PKCE (S256) for linking a social account
 * (S4-55): a flow's secrets (state, nonce, code verifier), the authorize URL, and the checks of the id_token the
 * token endpoint answers: signature (HS256 with the client secret, no other algorithm), issuer, audience, nonce and
 * expiry. Pure: the caller passes the clock and the settings.
 */
export const flowSchema = z.object({
  state: z.string().min(32),
  nonce: z.string().min(32),
  verifier: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  customerId: z.number().int().positive(),
});
export type SocialFlow = z.infer<typeof flowSchema>;

/** What the callback tells /account/connections (`?result=`). */
export const SOCIAL_RESULTS = ['linked', 'denied', 'taken', 'failed'] as const;
export type SocialResult = (typeof SOCIAL_RESULTS)[number];

const random = () => crypto.randomBytes(32).toString('base64url');

export function newFlow(customerId: number): SocialFlow {
  return { state: random(), nonce: random(), verifier: random(), customerId };
}

/** S256 of a PKCE verifier (RFC 7636). */
export const challengeOf = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

export type ClientSettings = { issuer: string; clientId: string; clientSecret: string; redirectUri: string };

export function authorizeUrl(settings: ClientSettings, flow: SocialFlow): string {
  const url = new URL(`${settings.issuer}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code', client_id: settings.clientId, redirect_uri: settings.redirectUri, scope: 'openid email', state: flow.state,
    nonce: flow.nonce, code_challenge: challengeOf(flow.verifier), code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Equal strings, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export type IdTokenProblem = 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'audience' | 'nonce' | 'expired';

/** A token issued more than this ahead of the storefront's clock is refused. */
const CLOCK_SKEW_S = 60;

function decodePart(part: string | undefined): unknown {
  if (part === undefined || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The claims of an id_token that passes every check, else why it does not. */
export function verifyIdToken(token: string, settings: Pick<ClientSettings, 'issuer' | 'clientId' | 'clientSecret'>, nonce: string, nowMs: number): Result<IdTokenClaims, IdTokenProblem> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: 'malformed' };
  const [headerPart, payloadPart, signature = ''] = parts;
  const header = z.object({ alg: z.string() }).safeParse(decodePart(headerPart));
  if (!header.success) return { ok: false, error: 'malformed' };
  if (header.data.alg !== 'HS256') return { ok: false, error: 'algorithm' };
  const expected = crypto.createHmac('sha256', settings.clientSecret).update(`${headerPart}.${payloadPart}`).digest('base64url');
  if (!sameText(expected, signature)) return { ok: false, error: 'signature' };
  const claims = idTokenClaimsSchema.safeParse(decodePart(payloadPart));
  if (!claims.success) return { ok: false, error: 'malformed' };
  if (claims.data.iss !== settings.issuer) return { ok: false, error: 'issuer' };
  const audiences = Array.isArray(claims.data.aud) ? claims.data.aud : [claims.data.aud];
  if (!audiences.includes(settings.clientId)) return { ok: false, error: 'audience' };
  if (!sameText(claims.data.nonce, nonce)) return { ok: false, error: 'nonce' };
  const now = Math.floor(nowMs / 1000);
  if (claims.data.exp <= now || claims.data.iat > now + CLOCK_SKEW_S) return { ok: false, error: 'expired' };
  return { ok: true, data: claims.data };
}
