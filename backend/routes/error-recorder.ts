import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors';
import { envelopeBytes, parseEnvelope, type Envelope } from '../error-recorder/envelope';
import { isLoopback } from './outbox';

/**
 * A local stand-in for Sentry's ingestion (ADR 0060): with `SENTRY_DSN=http://key@127.0.0.1:<backend port>/1` the
 * storefront's server and browser SDKs send their envelopes here (`POST /api/<project>/envelope/`, gzipped or not;
 * the key is not checked), and the recorder keeps the last ones in memory. `GET` on the same path lists them (JSON,
 * newest last) and `DELETE` forgets them, both for callers on the loopback interface only (tests, an operator).
 */
export type RecordedEnvelope = Envelope & {
  project: string;
  receivedAt: string;
  /** The page origin of a browser's post (its Origin header); null for a server's, which sends none. */
  origin: string | null;
};

/** Envelopes kept per backend process (a journey needs a handful; a long `npm start` must not grow without end). */
export const RECORDER_CAPACITY = 500;
/** Largest envelope taken (a session replay's recording segment is the largest kind). */
const ENVELOPE_LIMIT_BYTES = 20 * 1024 * 1024;

const ENVELOPE_PATH = /^\/api\/(\d{1,10})\/envelope\/?$/;

/** The envelope path authenticates by itself (the SDKs send no shop token), like the outbox page. */
export function isErrorRecorderPath(url: string): boolean {
  return ENVELOPE_PATH.test(url.split('?')[0] ?? '');
}

/** Browsers post from the shop's origin: the answer must be readable cross-origin. */
const CORS = { 'access-control-allow-origin': '*' } as const;

export function registerErrorRecorderRoutes(app: FastifyInstance): void {
  const recorded: RecordedEnvelope[] = [];
  void app.register(async (scope) => {
    // The SDKs send text/plain (browser) or application/x-sentry-envelope (server): taken as bytes, whatever the type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_LIMIT_BYTES }, (_request, body, done) => done(null, body));

    scope.options('/api/:project/envelope/', async (_request, reply) =>
      reply
        .code(204)
        .headers({ ...CORS, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type, content-encoding', 'access-control-max-age': '600' })
        .send(),
    );

    scope.post<{ Params: { project: string } }>('/api/:project/envelope/', async (request, reply) => {
      if (!ENVELOPE_PATH.test(request.url.split('?')[0] ?? '')) return reply.code(404).headers(CORS).send(apiError(404, 'Not Found'));
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let bytes: Buffer;
      try {
        bytes = envelopeBytes(body, request.headers['content-encoding']);
      } catch {
        return reply.code(400).headers(CORS).send(apiError(400, 'Bad Request: the body is not valid gzip'));
      }
      const parsed = parseEnvelope(bytes);
      if (!parsed.ok) return reply.code(400).headers(CORS).send(apiError(400, `Bad Request: ${parsed.error}`));
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
      recorded.push({ ...parsed.envelope, project: request.params.project, receivedAt: new Date().toISOString(), origin });
      if (recorded.length > RECORDER_CAPACITY) recorded.splice(0, recorded.length - RECORDER_CAPACITY);
      const eventId = parsed.envelope.header.event_id;
      return reply.code(200).headers(CORS).send(typeof eventId === 'string' ? { id: eventId } : {});
    });

    scope.get<{ Params: { project: string } }>('/api/:project/envelope/', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send(apiError(404, 'Not Found'));
      return reply.header('cache-control', 'no-store').send({ envelopes: recorded.filter((envelope) => envelope.project === request.params.project) });
    });

    scope.delete<{ Params: { project: string } }>('/api/:project/envelope/', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send(apiError(404, 'Not Found'));
      const kept = recorded.filter((envelope) => envelope.project !== request.params.project);
      recorded.splice(0, recorded.length, ...kept);
      return reply.code(204).send();
    });
  });
}
