import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { lruClock } from '@/lib/cache/lru-clock';

/**
 * The captcha of registration and password reset (S5-37): ALTCHA's self-hosted proof of work. The storefront issues
 * a challenge signed with its own HMAC key (no third party, no tracking); the browser's widget solves it in a worker
 * and sends the payload with the form; the server checks signature, expiry and solution, and accepts each challenge
 * once (a replayed payload is refused). The replay memory is per storefront instance (ADR 0027).
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge must be solved and sent within 10 minutes. */
export const CAPTCHA_LIFE_MS = 10 * 60 * 1000;
/** PBKDF2 iterations per attempt and the key prefix: about 256 attempts of 1,000 iterations (well under a second). */
const COST = 1_000;
const KEY_PREFIX = '00';

export async function newCaptchaChallenge(secret: string, now: number): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM, cost: COST, keyPrefix: KEY_PREFIX, deriveKey, hmacSignatureSecret: secret,
    expiresAt: Math.floor((now + CAPTCHA_LIFE_MS) / 1000),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(16).max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

/**
 * The challenges already accepted, until they expire: a payload counts once (single use). An lru-cache bounded in
 * entries, each living until its challenge expires, on the clock `claim` is told.
 */
export class CaptchaReplayGuard {
  private clock = 0;
  private readonly used: LRUCache<string, true>;

  constructor(maxEntries = 50_000) {
    this.used = new LRUCache<string, true>({ max: maxEntries, ...lruClock(() => this.clock) });
  }

  /** Records a signature; false when it was recorded before (a replay). */
  claim(signature: string, expiresAtMs: number, now: number): boolean {
    this.clock = now;
    if (this.used.has(signature)) return false;
    this.used.set(signature, true, { ttl: Math.max(1, expiresAtMs - now) });
    return true;
  }
}

export type CaptchaVerdict = 'accepted' | 'missing' | 'invalid' | 'expired' | 'replayed';

/** Checks a widget payload (base64 JSON `{challenge, solution}`) against our key, its expiry and the replay memory. */
export async function verifyCaptcha(payload: unknown, secret: string, guard: CaptchaReplayGuard, now: number): Promise<CaptchaVerdict> {
  if (typeof payload !== 'string' || payload === '') return 'missing';
  if (payload.length > 4096) return 'invalid';
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return 'invalid';
  const { challenge, solution } = parsed.data;
  if (challenge.parameters.expiresAt * 1000 <= now) return 'expired';
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret }).catch(() => null);
  if (!result) return 'invalid';
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  return guard.claim(challenge.signature, challenge.parameters.expiresAt * 1000, now) ? 'accepted' : 'replayed';
}
