/** Types of header-rules.cjs (plain CommonJS, imported by next.config.mjs). */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }>; missing?: Array<{ type: 'host'; value: string }> };
export declare const RESOURCE_SOURCES: ReadonlyArray<string>;
export declare function securityHeaderRules(): HeaderRule[];
