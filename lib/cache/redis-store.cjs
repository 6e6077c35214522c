// @ts-check
/**
 * The Redis store of the route cache (REDIS_URL set; ADR 0063): entries under keys naming the build, the revalidation
 * time of every tag in two hashes shared by all builds, each revalidation announced on the channel of
 * revalidation-channel.cjs. One command client and one subscriber per process.
 *
 * Every call is bounded (REDIS_CALL_TIMEOUT_MS): a call that fails or takes longer answers "unavailable" and the
 * caller serves from the local store; Redis is then left alone for REDIS_RETRY_AFTER_MS, so that a stalled Redis
 * does not collect a command from every request. The client reconnects by itself; errors are logged at most once
 * per REDIS_LOG_INTERVAL_MS. Revalidations that could not be written are written when Redis is back.
 */
const { createClient, RESP_TYPES } = require('redis');
const limits = require('./cache-limits.cjs');
const { ENTRY_FORMAT, deserializeEntry, serializeEntry } = require('./cache-entry.cjs');
const { REVALIDATION_CHANNEL, decodeRevalidation, encodeRevalidation } = require('./revalidation-channel.cjs');

/** @typedef {import('./cache-entry.cjs').CacheEntry} CacheEntry */
/** @typedef {import('./tag-times.cjs').TagTime} TagTime */

/** Hashes of tag → epoch ms, shared by every build (a revalidation concerns the data, whichever build rendered it). */
const TAG_STALE_HASH = 'storefront:tag-stale';
const TAG_EXPIRED_HASH = 'storefront:tag-expired';

/** What a bounded call answers when Redis could not be used. */
const UNAVAILABLE = Symbol('redis unavailable');

/**
 * @typedef {{
 *   url: string,
 *   buildId: string,
 *   log: { log: (kind: string, message: string) => void },
 *   onRevalidation?: (tags: string[], at: number) => void,
 *   onLateRevalidation?: (tags: string[]) => void,
 *   now?: () => number,
 *   timeoutMs?: number,
 *   retryAfterMs?: number,
 * }} RedisStoreOptions
 */

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** @param {unknown} raw */
function readTime(raw) {
  if (raw === null || raw === undefined) return undefined;
  const value = Number(String(raw));
  return Number.isFinite(value) ? value : undefined;
}

class RedisStore {
  /** @param {RedisStoreOptions} options */
  constructor(options) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.timeoutMs = options.timeoutMs ?? limits.REDIS_CALL_TIMEOUT_MS;
    this.retryAfterMs = options.retryAfterMs ?? limits.REDIS_RETRY_AFTER_MS;
    this.prefix = `storefront:route-cache:${ENTRY_FORMAT}:${options.buildId}:`;
    this.onRevalidation = options.onRevalidation;
    /** Told of revalidations written only on a later try (Redis was down or slow when they were made). */
    this.onLateRevalidation = options.onLateRevalidation;
    /** No call before this time (epoch ms): Redis failed or was slow just now. */
    this.resumeAt = 0;
    /** @type {Map<string, TagTime>} revalidations not yet written to Redis */
    this.pending = new Map();
    /** @type {number[]} times of the pending revalidations, to announce when written */
    this.pendingAt = [];
    const socket = {
      connectTimeout: 2_000,
      /** @param {number} retries */
      reconnectStrategy: (retries) => Math.min(50 * 2 ** Math.min(retries, 10), limits.REDIS_RECONNECT_MAX_DELAY_MS),
    };
    this.client = createClient({ url: options.url, socket, disableOfflineQueue: true, commandsQueueMaxLength: limits.REDIS_COMMAND_QUEUE_MAX });
    this.buffers = this.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    this.subscriber = this.client.duplicate();
    this.client.on('error', (error) => this.log.log('redis', `Redis unavailable (${describe(error)}); serving from the local store`));
    this.subscriber.on('error', (error) => this.log.log('redis-subscriber', `Redis channel unavailable (${describe(error)})`));
    this.client.on('ready', () => {
      this.resumeAt = 0;
      void this.flushPending();
    });
    this.closed = false;
    /** @type {NodeJS.Timeout | undefined} the next attempt to write pending revalidations */
    this.retry = undefined;
  }

  /** Connects both clients in the background (a Redis that is down now is reached when it comes up). */
  start() {
    this.client.connect().catch((error) => this.log.log('redis', `Redis connection failed (${describe(error)})`));
    this.subscriber
      .connect()
      .then(() =>
        this.subscriber.subscribe(REVALIDATION_CHANNEL, (message) => {
          const revalidation = decodeRevalidation(message);
          if (revalidation) this.onRevalidation?.(revalidation.tags, revalidation.at);
        }),
      )
      .catch((error) => this.log.log('redis-subscriber', `Redis channel subscription failed (${describe(error)})`));
    return this;
  }

  /**
   * Runs `call` unless Redis is known to be unavailable, answering UNAVAILABLE when it fails or takes longer than the
   * bound. Never rejects. The bound ends one event-loop turn after its timer: on a busy process (a page render holds
   * the loop longer than the bound) the timer and Redis's reply are due together, and timers run before I/O; a reply
   * that is already in is taken instead of counting Redis as down.
   * `options.ignoreBackOff` tries Redis even during the pause after a failure (a revalidation: every instance must
   * learn of it as soon as Redis can tell them).
   * @template T
   * @param {string} what
   * @param {() => Promise<T>} call
   * @param {{ ignoreBackOff?: boolean }} [options]
   * @returns {Promise<T | typeof UNAVAILABLE>}
   */
  async bounded(what, call, options = {}) {
    if (this.closed || !this.client.isReady || (!options.ignoreBackOff && this.now() < this.resumeAt)) return UNAVAILABLE;
    const { timeoutMs } = this;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
    });
    try {
      return /** @type {T} */ (await Promise.race([call(), timeout]));
    } catch (error) {
      this.resumeAt = this.now() + this.retryAfterMs;
      this.log.log('redis', `Redis ${what} failed (${describe(error)}); serving from the local store`);
      return UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * @param {string} key
   * @returns {Promise<CacheEntry | null | typeof UNAVAILABLE>}
   */
  async get(key) {
    const bytes = await this.bounded('read', () => this.buffers.get(this.prefix + key));
    if (bytes === UNAVAILABLE) return UNAVAILABLE;
    return Buffer.isBuffer(bytes) ? deserializeEntry(bytes) : null;
  }

  /**
   * @param {string} key
   * @param {CacheEntry} entry
   * @param {string | null} pagePath the page's pathname when the entry is a page (answers `hasPage`)
   * @returns {Promise<boolean>} whether it was stored
   */
  async set(key, entry, pagePath) {
    let bytes;
    try {
      bytes = serializeEntry(entry);
    } catch (error) {
      this.log.log('serialize', `A cache entry could not be serialized (${describe(error)}); kept in this process only`);
      return false;
    }
    if (bytes.byteLength > limits.REDIS_MAX_ENTRY_BYTES) return false;
    const ttl = limits.REDIS_ENTRY_TTL_SECONDS;
    const done = await this.bounded('write', () => {
      const batch = this.client.multi().set(this.prefix + key, bytes, { EX: ttl });
      if (pagePath) batch.set(`${this.prefix}page:${pagePath}`, '1', { EX: ttl });
      return batch.execAsPipeline();
    });
    return done !== UNAVAILABLE;
  }

  /**
   * @param {readonly string[]} tags
   * @returns {Promise<Array<TagTime | undefined> | typeof UNAVAILABLE>}
   */
  async tagTimes(tags) {
    if (tags.length === 0) return [];
    const replies = await this.bounded('tag read', () =>
      this.client.multi().hmGet(TAG_STALE_HASH, [...tags]).hmGet(TAG_EXPIRED_HASH, [...tags]).execAsPipeline(),
    );
    if (replies === UNAVAILABLE) return UNAVAILABLE;
    const [stale, expired] = /** @type {[unknown[], unknown[]]} */ (/** @type {unknown} */ (replies));
    return tags.map((_, index) => {
      /** @type {TagTime} */
      const time = {};
      const staleAt = readTime(stale?.[index]);
      const expiredAt = readTime(expired?.[index]);
      if (staleAt !== undefined) time.stale = staleAt;
      if (expiredAt !== undefined) time.expired = expiredAt;
      return staleAt === undefined && expiredAt === undefined ? undefined : time;
    });
  }

  /**
   * Records a revalidation of `tags` and announces it on the channel; kept and written later when Redis is down.
   * @param {readonly string[]} tags
   * @param {TagTime} time
   * @param {number} at
   * @returns {Promise<boolean>} whether Redis has it now
   */
  async recordRevalidation(tags, time, at) {
    for (const tag of tags) this.pending.set(tag, time);
    this.pendingAt.push(at);
    return this.flushPending();
  }

  /**
   * Writes the pending revalidations and announces them; while Redis is unavailable, tries again every
   * REDIS_RETRY_AFTER_MS until they are written (no request needs to come for it).
   * @returns {Promise<boolean>}
   */
  async flushPending() {
    if (this.pending.size === 0) return true;
    const batch = [...this.pending];
    const at = Math.max(...this.pendingAt);
    const done = await this.bounded('revalidation', () => {
      const multi = this.client.multi();
      for (const [tag, time] of batch) {
        if (time.stale !== undefined) multi.hSet(TAG_STALE_HASH, tag, String(time.stale));
        if (time.expired !== undefined) multi.hSet(TAG_EXPIRED_HASH, tag, String(time.expired));
      }
      multi.publish(REVALIDATION_CHANNEL, encodeRevalidation(batch.map(([tag]) => tag), at));
      return multi.exec();
    }, { ignoreBackOff: true });
    if (done === UNAVAILABLE) {
      if (!this.retry && !this.closed) {
        this.retry = setTimeout(() => {
          this.retry = undefined;
          void this.flushPending().then((written) => {
            if (written) this.onLateRevalidation?.(batch.map(([tag]) => tag));
          });
        }, this.retryAfterMs + 10);
        this.retry.unref();
      }
      return false;
    }
    for (const [tag, time] of batch) if (this.pending.get(tag) === time) this.pending.delete(tag);
    this.pendingAt = this.pending.size === 0 ? [] : [at];
    return true;
  }

  /**
   * @param {string} pathname
   * @returns {Promise<boolean | typeof UNAVAILABLE>}
   */
  async hasPage(pathname) {
    const found = await this.bounded('presence', () => this.client.exists(`${this.prefix}page:${pathname}`));
    return found === UNAVAILABLE ? UNAVAILABLE : found === 1;
  }

  /** Whether both clients are connected now (the channel included). */
  get connected() {
    return this.client.isReady && this.subscriber.isReady;
  }

  /** Closes both clients (tests, shutdown). */
  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    await Promise.allSettled([this.subscriber.destroy(), this.client.destroy()]);
  }
}

module.exports = { RedisStore, UNAVAILABLE, TAG_STALE_HASH, TAG_EXPIRED_HASH };
