import type { ApiError } from '@/contract/common';

/** An error with an HTTP status; the error handler answers it with the apiError body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

export function apiError(statusCode: number, error: string): ApiError {
  return { status_code: statusCode, error };
}
