/** Types of tag-manager-csp.cjs (plain CommonJS, also used by the route cache handler). */
export declare const DEFAULT_TAG_MANAGER_URL: string;
export declare function tagManagerOrigin(url: string | undefined): string | null;
export declare function tagManagerCspSources(url: string | undefined): { script: string[]; connect: string[]; img: string[] };
