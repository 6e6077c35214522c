import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOCIAL_CLIENT_ID, SOCIAL_CLIENT_SECRET_LABEL } from '@/contract/social-link';
import { acceptRawBodies } from '@/backend/payments/sandbox-body';
import { escapeHtml, html, paragraph, seeOther, sendNotice, sendPage } from '@/backend/payments/sandbox-html';
import { sameDigest } from '@/backend/payments/signature-compare';

/** Paths of the sandbox identity provider (public, like the payment sandboxes: payment-public-paths.ts, `/sandbox/`). */
export const OIDC_BASE = '/sandbox/oidc';
/** The storefront's callback path: the only redirect_uri path the sandbox accepts for its client. */
export const OIDC_CALLBACK_PATH = '/api/account/social/callback';
/** Authorization codes are single-use and live one minute; id_tokens ten minutes. */
export const OIDC_CODE_LIFE_MS = 60_000;
export const ID_TOKEN_LIFE_S = 600;
/** The sandbox's account that approves by default. */
export const OIDC_SANDBOX_EMAIL = 'social.tester@idp-sandbox.example';

export type OidcSandboxOptions = { shopToken: string; clientSecret?: string; publicOrigin: () => string; now: () => Date };

/** The client secret shared with the storefront: configured, else derived from the shop token. */
export function oidcClientSecret(shopToken: string, configured?: string): string {
  return configured ?? crypto.createHmac('sha256', shopToken).update(SOCIAL_CLIENT_SECRET_LABEL).digest('base64url');
}

type PendingCode = { clientId: string; redirectUri: string; challenge: string; nonce: string; sub: string; email: string; expiresAt: number };

const authorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(100),
  redirect_uri: z.string().url().max(500),
  scope: z.string().max(200).refine((scope) => scope.split(' ').includes('openid'), 'scope must include openid'),
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});
const decisionSchema = authorizeQuerySchema.extend({ decision: z.enum(['approve', 'deny']), email: z.string().trim().email().max(254) });
const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().max(500),
  client_id: z.string().max(100),
  client_secret: z.string().max(200),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT keyed with the client secret (OpenID Connect Core 10.1). */
export function signIdToken(claims: Record<string, unknown>, clientSecret: string): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${crypto.createHmac('sha256', clientSecret).update(input).digest('base64url')}`;
}

/** S256 of a PKCE verifier (RFC 7636). */
export const pkceChallenge = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The redirect URI is the storefront's callback on an http(s) origin (local shops: http://at.localhost:3000/...). */
const allowedRedirect = (uri: string) => {
  const url = new URL(uri);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === OIDC_CALLBACK_PATH && url.search === '' && url.hash === '';
};

/**
 * A sandbox identity provider following the OAuth 2.0 authorization code flow with PKCE (S256) and OpenID Connect:
 * `GET /sandbox/oidc/authorize` shows an approve/deny page, the form post redirects back with `code` and `state` (or
 * `error=access_denied`), `POST /sandbox/oidc/token` exchanges a code (single use, one minute, same client, redirect
 * URI and a verifier matching the challenge) for an access token and an HS256 id_token (iss, sub, aud, iat, exp,
 * nonce, email). The subject is stable per e-mail address of the sandbox account.
 */
export function registerOidcSandbox(app: FastifyInstance, options: OidcSandboxOptions): void {
  const secret = oidcClientSecret(options.shopToken, options.clientSecret);
  const codes = new Map<string, PendingCode>();
  const issuer = () => `${options.publicOrigin()}${OIDC_BASE}`;
  const subjectOf = (email: string) => `sbx_${crypto.createHmac('sha256', secret).update(`sub:${email.toLowerCase()}`).digest('base64url').slice(0, 24)}`;

  void app.register(async (scope) => {
    acceptRawBodies(scope);

    scope.get(`${OIDC_BASE}/authorize`, async (request, reply) => {
      const query = authorizeQuerySchema.safeParse(request.query);
      if (!query.success || query.data.client_id !== SOCIAL_CLIENT_ID || !allowedRedirect(query.data.redirect_uri)) {
        return sendNotice(reply, 400, 'identity', 'Invalid request', 'The sign-in request is incomplete or comes from an unknown application.');
      }
      const fields = Object.fromEntries(Object.entries(query.data)) as Record<string, string>;
      const hidden = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      const form = html(
        `<form method="post" action="${OIDC_BASE}/authorize">${hidden}<label for="email">Sandbox account (e-mail)</label>` +
          `<input type="text" id="email" name="email" value="${escapeHtml(OIDC_SANDBOX_EMAIL)}" autocomplete="email">` +
          `<div class="actions"><button type="submit" name="decision" value="approve" class="primary">Allow</button>` +
          `<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
      );
      return sendPage(reply, 200, {
        brand: 'identity', title: 'Link your account with the shop', amount: null,
        body: [paragraph(`The shop (${new URL(query.data.redirect_uri).host}) asks to know your account id and e-mail address.`), form],
      });
    });

    scope.post(`${OIDC_BASE}/authorize`, async (request, reply) => {
      const body = decisionSchema.safeParse(request.body);
      if (!body.success || body.data.client_id !== SOCIAL_CLIENT_ID || !allowedRedirect(body.data.redirect_uri)) {
        return sendNotice(reply, 400, 'identity', 'Invalid request', 'The sign-in request is incomplete or comes from an unknown application.');
      }
      const back = new URL(body.data.redirect_uri);
      back.searchParams.set('state', body.data.state);
      if (body.data.decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
        return seeOther(reply, back.toString());
      }
      const code = crypto.randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: body.data.client_id, redirectUri: body.data.redirect_uri, challenge: body.data.code_challenge, nonce: body.data.nonce,
        sub: subjectOf(body.data.email), email: body.data.email.toLowerCase(), expiresAt: options.now().getTime() + OIDC_CODE_LIFE_MS,
      });
      back.searchParams.set('code', code);
      return seeOther(reply, back.toString());
    });

    scope.post(`${OIDC_BASE}/token`, async (request, reply) => {
      const refuse = (error: string) => reply.code(400).header('cache-control', 'no-store').send({ error });
      const raw = typeof request.body === 'string' ? (JSON.parse(request.body || '{}') as unknown) : request.body;
      const body = tokenRequestSchema.safeParse(raw);
      if (!body.success) return refuse('invalid_request');
      if (body.data.client_id !== SOCIAL_CLIENT_ID || !sameDigest(body.data.client_secret, secret)) return reply.code(401).send({ error: 'invalid_client' });
      const pending = codes.get(body.data.code);
      // A code is single use: taken out before anything else is checked.
      codes.delete(body.data.code);
      const now = options.now().getTime();
      if (!pending || pending.expiresAt <= now || pending.clientId !== body.data.client_id || pending.redirectUri !== body.data.redirect_uri) return refuse('invalid_grant');
      if (!sameDigest(pkceChallenge(body.data.code_verifier), pending.challenge)) return refuse('invalid_grant');
      const iat = Math.floor(now / 1000);
      const idToken = signIdToken(
        { iss: issuer(), sub: pending.sub, aud: SOCIAL_CLIENT_ID, iat, exp: iat + ID_TOKEN_LIFE_S, nonce: pending.nonce, email: pending.email, email_verified: true },
        secret,
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ access_token: crypto.randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: ID_TOKEN_LIFE_S, id_token: idToken });
    });

    scope.get(`${OIDC_BASE}/.well-known/openid-configuration`, async () => ({
      issuer: issuer(),
      authorization_endpoint: `${issuer()}/authorize`,
      token_endpoint: `${issuer()}/token`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['HS256'],
      subject_types_supported: ['public'],
      scopes_supported: ['openid', 'email'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    }));
  });
}
