/** Types of script-hashes.cjs (plain CommonJS, also used by the route cache handler). */
export type InlineElement = { attributes: string; text: string };
export declare function sha256Source(text: string): string;
export declare function inlineElements(html: string, tag: 'script' | 'style'): InlineElement[];
export declare function isExecutableInline(attributes: string): boolean;
export declare function inlineScriptHashes(html: string, accept: (text: string) => boolean): string[];
export declare function inlineStyleHashes(html: string): string[];
