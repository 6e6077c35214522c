/** Types of revalidation-channel.cjs (the Redis channel of revalidations, ADR 0063). */
export declare const REVALIDATION_CHANNEL: 'storefront:revalidated';
export declare function encodeRevalidation(tags: readonly string[], at: number): string;
export declare function decodeRevalidation(message: string): { tags: string[]; at: number } | null;
