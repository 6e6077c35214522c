/** Types of xkey-header.cjs (plain CommonJS, used by the route cache handler and the Varnish bans). */
import type { EntryHeaders } from '../security/page-entry-csp.cjs';

export declare const XKEY_HEADER: 'xkey';
export declare function isCatalogueTag(tag: string): boolean;
export declare function catalogueTags(nextCacheTags: unknown): string[];
export declare function withXkeyHeader(headers: EntryHeaders | undefined): EntryHeaders;
