/** Types of local-host.cjs (plain CommonJS, read by next.config.mjs). */
export declare const LOCAL_HOST_PATTERN: string;
export declare function hostnameForMatching(hostHeader: string | undefined): string;
export declare function isLocalHost(hostHeader: string | undefined): boolean;
