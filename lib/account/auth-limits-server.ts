import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import { sharedRedis } from '@/lib/redis/connection';
import { AttemptLimit, type RateLimitVerdict } from './attempt-limit';

const MINUTE = 60_000;

const redis = () => sharedRedis(serverConfig().redisUrl);

/**
 * The attempt limits of the account forms (ADR 0027): failed logins per client address and per account,
 * registrations, reset requests per address and per e-mail, and reset submissions. Counted for every instance in
 * Redis with REDIS_URL, else in this process's memory (lib/account/attempt-limit.ts, ADR 0064).
 */
export const AUTH_LIMITS = {
  loginFailuresPerAddress: new AttemptLimit({ name: 'login-address', limit: 50, windowMs: 15 * MINUTE }, redis),
  loginFailuresPerAccount: new AttemptLimit({ name: 'login-account', limit: 5, windowMs: 15 * MINUTE }, redis),
  registerPerAddress: new AttemptLimit({ name: 'register-address', limit: 20, windowMs: 60 * MINUTE }, redis),
  forgotPerAddress: new AttemptLimit({ name: 'forgot-address', limit: 20, windowMs: 60 * MINUTE }, redis),
  forgotPerAccount: new AttemptLimit({ name: 'forgot-account', limit: 3, windowMs: 60 * MINUTE }, redis),
  resetPerAddress: new AttemptLimit({ name: 'reset-address', limit: 20, windowMs: 15 * MINUTE }, redis),
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
