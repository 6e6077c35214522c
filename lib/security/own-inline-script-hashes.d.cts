/** Types of own-inline-script-hashes.cjs (plain CommonJS, also used by the route cache handler). */
export declare const OWN_INLINE_SCRIPTS: ReadonlyArray<string>;
export declare const OWN_INLINE_SCRIPT_HASHES: ReadonlyArray<string>;
