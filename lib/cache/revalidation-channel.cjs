// @ts-check
/**
 * The Redis channel on which every revalidation is announced (ADR 0063): the cache handler publishes each
 * `revalidateTag` here, and every instance's mirror of tag times and the proxy's per-process lookups (ADR 0064)
 * subscribe. One message per revalidation: `{"tags": string[], "at": epoch-ms}`.
 *
 * Plain CommonJS: the cache handler runs outside the bundler; TypeScript code requires it too.
 */
const { z } = require('zod');

const REVALIDATION_CHANNEL = 'storefront:revalidated';

/** Bounded, so that a foreign message cannot make an instance do much work. */
const messageSchema = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(1_000), at: z.number().int().nonnegative() });

/**
 * @param {readonly string[]} tags
 * @param {number} at epoch milliseconds of the revalidation
 */
function encodeRevalidation(tags, at) {
  return JSON.stringify({ tags: [...tags], at });
}

/**
 * The message's tags and time, or null for anything else (never throws: a stray publish must not break a subscriber).
 * @param {string} message
 * @returns {{ tags: string[], at: number } | null}
 */
function decodeRevalidation(message) {
  let parsed;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  const result = messageSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

module.exports = { REVALIDATION_CHANNEL, encodeRevalidation, decodeRevalidation };
