/** Types of security-headers.cjs (plain CommonJS, read by next.config.mjs). */
export type Header = { key: string; value: string };
export declare const SECURITY_HEADERS: ReadonlyArray<Header>;
export declare const STRICT_TRANSPORT_SECURITY: Header;
export declare const DISABLED_FEATURES: ReadonlyArray<string>;
export declare function securityHeadersFor(hostHeader: string | undefined): Header[];
