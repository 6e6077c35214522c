/** Types of page-entry-csp.cjs (plain CommonJS, used by the route cache handler). */
export type EntryHeaders = Record<string, string | string[] | number | undefined>;
export declare const CSP_HEADER: 'content-security-policy';
export declare function pageEntryHeaders(html: string, headers: EntryHeaders | undefined, env: { SENTRY_DSN?: string; TAG_MANAGER_URL?: string }): EntryHeaders;
