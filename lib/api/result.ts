/**
 * The one result type of the storefront: a value, or an error the caller must decide about. Upstream calls answer
 * `Result<T>` (error: UpstreamError); domain layers narrow the error to their own closed set (for example the cart's
 * `Result<T, CartFailure>`), and entry points map it to a status in one place (docs/conventions.md).
 */
export type Result<T, E = UpstreamError> = { ok: true; data: T } | { ok: false; error: E };

/** What went wrong with an upstream call: a small closed set the pages map to 404, 503 or a message. */
export type UpstreamErrorKind =
  /** 404 from the upstream: the object does not exist. */
  | 'not-found'
  /** The upstream could not be reached, timed out or answered 5xx. */
  | 'unavailable'
  /** The upstream answered, but not in the shape of the contract. */
  | 'invalid-response'
  /** Any other 4xx answer (401, 400, ...): refused, with the upstream's message. */
  | 'rejected';

export type UpstreamError = { kind: UpstreamErrorKind; status: number | null; message: string };

export const ok = <T>(data: T): { ok: true; data: T } => ({ ok: true, data });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
export const fail = (kind: UpstreamErrorKind, message: string, status: number | null = null): { ok: false; error: UpstreamError } =>
  err({ kind, status, message });

/** Thrown by server components when the upstream is down, so the error boundary can show the server-down view. */
export class UpstreamUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamUnavailableError';
  }
}
