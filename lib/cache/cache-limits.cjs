// @ts-check
/**
 * The route cache's limits (ADR 0063), in one place. Plain CommonJS: the cache handler runs outside the bundler.
 */
module.exports = {
  /** No request waits on Redis longer than this (issue 44): a slower answer counts as Redis being down. */
  REDIS_CALL_TIMEOUT_MS: 50,
  /** After a failed or slow call, Redis is left alone this long (the local store serves), then tried again. */
  REDIS_RETRY_AFTER_MS: 1_000,
  /** The longest wait between two reconnection attempts of the Redis client. */
  REDIS_RECONNECT_MAX_DELAY_MS: 2_000,
  /** Commands the client may hold while Redis does not answer; beyond that a call fails at once. */
  REDIS_COMMAND_QUEUE_MAX: 1_000,
  /** How long an entry lives in Redis at most (a page not asked for within it is rendered anew). */
  REDIS_ENTRY_TTL_SECONDS: 7 * 24 * 60 * 60,
  /** An entry larger than this (serialized) is kept locally only. */
  REDIS_MAX_ENTRY_BYTES: 4 * 1024 * 1024,
  /** Bytes of entries the in-process store holds without Redis (pages are about 150 kB with their RSC data). */
  LOCAL_STORE_MAX_BYTES: 256 * 1024 * 1024,
  /** Bytes of entries the in-process tier in front of Redis holds. */
  LOCAL_TIER_MAX_BYTES: 64 * 1024 * 1024,
  /** Tags whose revalidation time the process remembers (the fallback while Redis is down). */
  TAG_MIRROR_MAX_TAGS: 50_000,
  /** A repeated Redis problem is logged at most this often. */
  REDIS_LOG_INTERVAL_MS: 60_000,
};
