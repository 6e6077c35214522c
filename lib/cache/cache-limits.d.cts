/** Types of cache-limits.cjs (plain CommonJS, loaded by Next.js at run time through the cache handler). */
export declare const REDIS_CALL_TIMEOUT_MS: number;
export declare const REDIS_RETRY_AFTER_MS: number;
export declare const REDIS_RECONNECT_MAX_DELAY_MS: number;
export declare const REDIS_COMMAND_QUEUE_MAX: number;
export declare const REDIS_ENTRY_TTL_SECONDS: number;
export declare const REDIS_MAX_ENTRY_BYTES: number;
export declare const LOCAL_STORE_MAX_BYTES: number;
export declare const LOCAL_TIER_MAX_BYTES: number;
export declare const TAG_MIRROR_MAX_TAGS: number;
export declare const REDIS_LOG_INTERVAL_MS: number;
