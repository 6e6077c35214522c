import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { INDEX_NAME_PATTERN } from '@/contract/search/index-names';
import { EngineError, engineErrorBody, parsingError } from '@/backend/search/errors';
import type { SearchEngine } from '@/backend/search/engine';
import type { RouteDeps } from './deps';

/** The search route's path: `/{index}/_search` (Elasticsearch's), outside the shop token's authentication. */
export const SEARCH_PATH = /^\/[^/?#]+\/_search\/?(\?.*)?$/;
export const isSearchPath = (url: string) => SEARCH_PATH.test(url);

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** Basic auth with the ConfigApi's read credentials (search_front_user / search_front_password). */
export function basicAuthMatches(header: string | undefined, user: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return sameSecret(decoded.slice(0, colon), user) && sameSecret(decoded.slice(colon + 1), password);
}

function sendError(reply: FastifyReply, error: EngineError) {
  if (error.status === 401) void reply.header('WWW-Authenticate', 'Basic realm="security", charset="UTF-8"');
  return reply.code(error.status).type('application/json; charset=UTF-8').send(engineErrorBody(error));
}

/**
 * `POST /{index}/_search` (Elasticsearch's search API, the subset of contract/search/query-dsl.ts) with basic auth.
 * Errors have Elasticsearch's body: 401 security_exception, 404 index_not_found_exception, 400 parsing_exception
 * (malformed JSON or a request outside the subset). Registered in its own context, which reads the JSON body itself
 * so that a syntax error gets that body too.
 */
export function registerSearchRoutes(app: FastifyInstance, engine: SearchEngine, credentials: RouteDeps['search']): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
      return sendError(reply, new EngineError(status, status < 500 ? 'parsing_exception' : 'exception', status < 500 ? error.message : 'internal error'));
    });

    scope.post<{ Params: { index: string } }>('/:index/_search', async (request, reply) => {
      if (!basicAuthMatches(request.headers.authorization, credentials.user, credentials.password)) {
        return sendError(reply, new EngineError(401, 'security_exception', `unable to authenticate user for REST request [${request.url.split('?')[0] ?? ''}]`));
      }
      const { index } = request.params;
      if (!INDEX_NAME_PATTERN.test(index)) {
        return sendError(reply, new EngineError(400, 'invalid_index_name_exception', `Invalid index name [${index.slice(0, 200)}]`, { index: index.slice(0, 200) }));
      }
      let body: unknown = {};
      const raw = typeof request.body === 'string' ? request.body : '';
      if (raw.trim().length > 0) {
        try {
          body = JSON.parse(raw) as unknown;
        } catch (error) {
          return sendError(reply, parsingError(`request body is not JSON: ${error instanceof Error ? error.message : 'syntax error'}`));
        }
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return sendError(reply, parsingError('request body must be a JSON object'));
      try {
        return await reply.type('application/json; charset=UTF-8').send(engine.search(index, body));
      } catch (error) {
        if (error instanceof EngineError) return sendError(reply, error);
        throw error;
      }
    });
  });
}
