import type { FastifyInstance } from 'fastify';

const BODY_LIMIT = 64 * 1024;

/**
 * Body parsing in the scope of the sandbox and callback routes: JSON stays the raw text (a signature covers the exact
 * bytes; each route parses it with its zod schema after verifying), and HTML forms arrive as field objects.
 */
export function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}

/** The raw text of a JSON body in that scope ('' when there was none). */
export const rawBody = (body: unknown): string => (typeof body === 'string' ? body : '');
