import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCustomerPath } from './accounts/customer-paths';
import { verifyCustomerToken } from './accounts/customer-token';
import { HttpError, apiError } from './errors';
import { isPaymentPublicPath } from './payments/payment-public-paths';

/**
 * Who is calling: the storefront with its static shop token, or the storefront on behalf of a logged-in customer with
 * the customer's JWT (spec section 6: the bearer token when present, else the shop token). Routes of a customer's own
 * data read the customer from the principal (`requireCustomer`), never from a parameter.
 */
export type Principal = { kind: 'shop' } | { kind: 'customer'; customerId: number; sessionId: string };

/** Turns a bearer token into a principal, or null when the token is not of its kind. */
export type TokenVerifier = (token: string) => Principal | null;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export function shopTokenVerifier(shopToken: string): TokenVerifier {
  return (token) => (sameSecret(token, shopToken) ? { kind: 'shop' } : null);
}

/**
 * Accepts a customer JWT of this backend whose login session is still open (logout and a password change end it).
 * `sessionOpen` is the session store's check.
 */
export function customerTokenVerifier(key: Buffer, sessionOpen: (sessionId: string, customerId: number) => boolean, now: () => Date): TokenVerifier {
  return (token) => {
    const claims = verifyCustomerToken(token, key, now());
    if (!claims || !sessionOpen(claims.sid, claims.sub)) return null;
    return { kind: 'customer', customerId: claims.sub, sessionId: claims.sid };
  };
}

/** The customer a request is made for: 401 unless it carries a customer's token (the shop token is not a customer). */
export function requireCustomer(request: FastifyRequest): { customerId: number; sessionId: string } {
  const principal = request.principal;
  if (principal?.kind !== 'customer') throw new HttpError(401, 'Customer login required');
  return { customerId: principal.customerId, sessionId: principal.sessionId };
}

/** 403 for a customer's token on a route only the storefront itself (the shop token) may call. */
export function requireShop(request: FastifyRequest): void {
  if (request.principal?.kind !== 'shop') throw new HttpError(403, 'Forbidden');
}

/** Paths that need no token: the health check, the media files, the payment sandboxes and the providers' callbacks. */
export function isPublicPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/health' || pathname === '/health/' || pathname.startsWith('/media/') || isPaymentPublicPath(pathname);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Adds the authentication hook: every non-public request needs a token one of the verifiers accepts. Paths for
 * which `ownAuth` holds authenticate themselves (the search engine's basic auth).
 */
export function registerAuth(app: FastifyInstance, verifiers: TokenVerifier[], ownAuth: (url: string) => boolean = () => false): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    if (isPublicPath(request.url) || ownAuth(request.url)) return;
    const token = bearerToken(request);
    const principal = token ? verifiers.map((verify) => verify(token)).find((p) => p !== null) ?? null : null;
    if (!principal) {
      return reply.code(401).send(apiError(401, 'Unauthorized'));
    }
    // A customer's token opens the customer's own calls only (backend/accounts/customer-paths.ts), never the
    // storefront's other calls or the operator's.
    if (principal.kind === 'customer' && !isCustomerPath(request.method, request.url)) {
      return reply.code(403).send(apiError(403, 'Forbidden'));
    }
    request.principal = principal;
  });
}
