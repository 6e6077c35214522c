import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors';
import { isPaymentPublicPath } from './payments/payment-public-paths';

/**
 * Who is calling. Today only the storefront's static shop token; customer JWTs will add a second kind
 * (`{ kind: 'customer', customerId }`) through another verifier, without touching the routes.
 */
export type Principal = { kind: 'shop' };

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
    request.principal = principal;
  });
}
