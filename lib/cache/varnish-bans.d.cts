/** Types of varnish-bans.cjs (plain CommonJS, called from the route cache handler). */
export type BanResult = { url: string; ok: boolean; detail: string };
export type BanOptions = { env?: Record<string, string | undefined>; timeoutMs?: number; log?: (line: string) => void };
export declare const BAN_TIMEOUT_MS: 2000;
export declare const PURGE_HEADER: 'xkey-purge';
export declare function varnishUrls(value: string | undefined): { urls: URL[]; invalid: string[] };
export declare function banTags(tags: readonly string[], options?: BanOptions): Promise<BanResult[]>;
