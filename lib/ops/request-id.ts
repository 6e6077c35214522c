import { randomUUID } from 'node:crypto';

/** The header that carries a request's id in and out, and on every upstream call made while serving it (ADR 0065). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest incoming id kept (a UUID is 36 characters, a Varnish or load balancer id fewer). */
export const MAX_REQUEST_ID_LENGTH = 128;

/**
 * Letters, digits and `. _ : -` only: the id ends up in log lines and upstream headers, so anything that could split a
 * header, a log field or a shell line (spaces, commas of repeated headers, quotes, control characters) is refused.
 */
const WELL_FORMED = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_REQUEST_ID_LENGTH}}$`);

/** The id of a request: the incoming `X-Request-Id` when it is well-formed, else a new random UUID. */
export function requestIdOf(incoming: string | undefined, generate: () => string = randomUUID): string {
  return incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : generate();
}
