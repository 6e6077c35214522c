import { createClient } from 'redis';
import { readProcessGlobal, writeProcessGlobal } from '@/lib/process/process-globals.cjs';

/** No request waits on Redis longer than this (issue 44): a slower call is given up and the caller falls back. */
export const REDIS_CALL_TIMEOUT_MS = 50;
/** "Redis unavailable" is logged at most once per this interval, however often calls fail. */
export const REDIS_LOG_INTERVAL_MS = 60_000;
/** After a failed or slow call Redis is skipped for this long (callers fall back at once), then tried again. */
export const REDIS_RETRY_AFTER_MS = 1_000;
/**
 * The client itself drops a command after this long (so replies of a stalled Redis do not pile up); longer than the
 * bound, so that a reply which is already in but not yet read when the bound passes is still taken (see `run`).
 */
export const REDIS_COMMAND_DISCARD_MS = 250;
/** Longest pause between two reconnection attempts while Redis is down. */
export const REDIS_RECONNECT_MAX_DELAY_MS = 1_000;

export type RedisClient = ReturnType<typeof createClient>;

/** Thrown by `run` when Redis is not used for this call: down, known to be failing, or slower than the bound. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

export type RedisConnectionOptions = {
  now?: () => number;
  log?: (line: string) => void;
  timeoutMs?: number;
  retryAfterMs?: number;
};

/**
 * The app side's connection to Redis (REDIS_URL): one command client and, once something subscribes, one subscriber
 * client. Every call goes through `run`, which answers within `timeoutMs` or rejects with RedisUnavailableError, so a
 * caller can fall back to its local behaviour; after a failure Redis is skipped for `retryAfterMs` (no further request
 * pays the wait), then tried again. node-redis reconnects by itself; while it is disconnected, commands fail at once
 * (no offline queue). Failures are logged at most once per REDIS_LOG_INTERVAL_MS, and the recovery once.
 */
export class RedisConnection {
  readonly client: RedisClient;
  private subscriber: RedisClient | null = null;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly timeoutMs: number;
  private readonly retryAfterMs: number;
  private skipUntil = 0;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private failing = false;
  private closed = false;

  constructor(
    readonly url: string,
    options: RedisConnectionOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.warn(line));
    this.timeoutMs = options.timeoutMs ?? REDIS_CALL_TIMEOUT_MS;
    this.retryAfterMs = options.retryAfterMs ?? REDIS_RETRY_AFTER_MS;
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: Math.max(REDIS_COMMAND_DISCARD_MS, this.timeoutMs), rejectInFlight: true },
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, REDIS_RECONNECT_MAX_DELAY_MS) },
    });
    this.watch(this.client, 'commands');
    this.client.connect().catch((error: unknown) => this.failed(`connect: ${describe(error)}`));
  }

  /** Whether a call would go to Redis now: connected, and no failure within the last `retryAfterMs`. */
  usable(): boolean {
    return !this.closed && this.client.isReady && this.now() >= this.skipUntil;
  }

  /** Runs one bounded call (a command, a script, a rate limiter's operation on this client). */
  async run<T>(call: (client: RedisClient) => Promise<T>): Promise<T> {
    if (!this.usable()) throw new RedisUnavailableError(this.client.isReady ? 'recent failure' : 'not connected');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      // Timers run before pending socket reads in an event-loop turn: on a busy process the reply may already be in
      // when the bound passes. setImmediate lets that turn's reads settle the race first.
      const giveUp = () => reject(new RedisUnavailableError(`no answer within ${this.timeoutMs} ms`));
      timer = setTimeout(() => setImmediate(giveUp), this.timeoutMs);
    });
    try {
      return await Promise.race([call(this.client), timeout]);
    } catch (error) {
      this.failed(describe(error));
      throw error instanceof RedisUnavailableError ? error : new RedisUnavailableError(describe(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Subscribes to `channel` on a second connection (a subscribed connection takes no other commands). node-redis
   * subscribes again after a reconnection; messages sent meanwhile are lost, so `onResync` is called then (the
   * subscriber drops what it may have missed). Never waits for Redis: the subscription completes in the background.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onResync: () => void): void {
    if (this.closed) return;
    if (!this.subscriber) {
      // Commands queue until the connection is up (unlike the command client), and SUBSCRIBE has no time bound.
      const subscriber = this.client.duplicate({ disableOfflineQueue: false, commandOptions: {} });
      this.subscriber = subscriber;
      this.watch(subscriber, 'subscriber');
      let connectedBefore = false;
      subscriber.on('ready', () => {
        if (connectedBefore) onResync();
        connectedBefore = true;
      });
      subscriber.connect().catch((error: unknown) => this.failed(`subscriber connect: ${describe(error)}`, false));
    }
    this.subscriber.subscribe(channel, (message) => onMessage(message)).catch((error: unknown) => this.failed(`subscribe: ${describe(error)}`, false));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const client of [this.client, this.subscriber]) {
      if (!client) continue;
      // destroy() also ends a connection that is still trying to connect (close() would wait for it); an error it
      // still reports is of no interest, but must have a listener.
      client.removeAllListeners();
      client.on('error', () => undefined);
      if (client.isOpen) client.destroy();
    }
  }

  private watch(client: RedisClient, role: string): void {
    // Without an 'error' listener a connection error would end the process.
    client.on('error', (error: unknown) => this.failed(`${role}: ${describe(error)}`, role === 'commands'));
    client.on('ready', () => {
      if (role !== 'commands' || !this.failing) return;
      this.failing = false;
      this.skipUntil = 0;
      this.log(JSON.stringify({ level: 'info', msg: 'Redis available again', redis: redact(this.url) }));
    });
  }

  /** Logs a failure (at most once per interval); one of the command connection (`skip`) makes calls skip Redis a while. */
  private failed(reason: string, skip = true): void {
    if (this.closed) return;
    const now = this.now();
    if (skip) {
      this.failing = true;
      this.skipUntil = now + this.retryAfterMs;
    }
    if (now - this.lastLoggedAt < REDIS_LOG_INTERVAL_MS) return;
    this.lastLoggedAt = now;
    this.log(JSON.stringify({ level: 'warn', msg: 'Redis unavailable; serving from local memory until it answers', reason, redis: redact(this.url) }));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The URL without its password (logs never carry a secret). */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

/*
 * One connection per process. The proxy and the route handlers are separate bundles in one Node.js process (each has
 * its own copy of this module), so the connection is a process global (lib/process/process-globals.cjs).
 */
/** The process's connection for `url` (REDIS_URL); null without one (one process, everything local). */
export function sharedRedis(url: string | undefined): RedisConnection | null {
  if (!url) return null;
  const existing = readProcessGlobal('redisConnection');
  if (existing && existing.url === url) return existing;
  void existing?.close();
  const connection = new RedisConnection(url);
  writeProcessGlobal('redisConnection', connection);
  return connection;
}
