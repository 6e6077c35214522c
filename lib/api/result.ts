/** Outcome of an upstream call: errors are values the caller must handle. */
export type UpstreamErrorKind =
  /** 404 from the upstream: the object does not exist. */
  | 'not-found'
  /** The upstream could not be reached, timed out or answered 5xx. */
  | 'unavailable'
  /** The upstream answered, but not in the shape of the contract. */
  | 'invalid-response'
  /** Any other 4xx answer (401, 400, ...). */
  | 'rejected';

export type UpstreamError = { kind: UpstreamErrorKind; status: number | null; message: string };

export type Result<T> = { ok: true; data: T } | { ok: false; error: UpstreamError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T>(kind: UpstreamErrorKind, message: string, status: number | null = null): Result<T> => ({
  ok: false,
  error: { kind, status, message },
});

/** Thrown by server components when the upstream is down, so the error boundary can show the server-down view. */
export class UpstreamUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamUnavailableError';
  }
}
