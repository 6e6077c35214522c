import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import { RateLimiter, type RateLimitVerdict } from './rate-limiter';

const MINUTE = 60_000;

/**
 * The attempt limits of the account forms (ADR 0027), in the memory of this storefront instance: failed logins per
 * client address and per account, registrations, reset requests per address and per e-mail, and reset submissions.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAddress: new RateLimiter({ limit: 50, windowMs: 15 * MINUTE }),
  loginFailuresPerAccount: new RateLimiter({ limit: 5, windowMs: 15 * MINUTE }),
  registerPerAddress: new RateLimiter({ limit: 20, windowMs: 60 * MINUTE }),
  forgotPerAddress: new RateLimiter({ limit: 20, windowMs: 60 * MINUTE }),
  forgotPerAccount: new RateLimiter({ limit: 3, windowMs: 60 * MINUTE }),
  resetPerAddress: new RateLimiter({ limit: 20, windowMs: 15 * MINUTE }),
} as const;

/**
 * The client's address for the per-address limits: the first X-Forwarded-For entry behind a declared reverse proxy
 * (SHOP_TRUST_PROXY), else one shared key (a route handler does not see the socket; the per-account limits still hold).
 */
export function clientAddress(request: NextRequest): string {
  if (!serverConfig().trustForwardedHeaders) return 'direct';
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && first.length <= 64 ? first : 'unknown';
}

/** 429 `{error:'too-many-attempts', retryAfterSeconds}` with Retry-After. */
export function tooManyAttempts(verdict: Extract<RateLimitVerdict, { allowed: false }>): NextResponse {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  return NextResponse.json(
    { error: 'too-many-attempts', retryAfterSeconds: seconds },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) } },
  );
}
