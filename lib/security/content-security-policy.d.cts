/** Types of content-security-policy.cjs (plain CommonJS, also used by the route cache handler). */
export declare function pageCsp(options: {
  scriptHashes?: ReadonlyArray<string>;
  nonce?: string;
  sentryDsn?: string;
  tagManager?: boolean;
  tagManagerUrl?: string;
}): string;
export declare function documentCsp(options: { scriptHashes: ReadonlyArray<string>; styleHashes: ReadonlyArray<string> }): string;
export declare function resourceCsp(): string;
export declare function sentryOrigin(dsn: string | undefined): string | null;
export declare function isValidNonce(nonce: string): boolean;
