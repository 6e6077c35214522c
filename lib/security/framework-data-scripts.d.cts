/** Types of framework-data-scripts.cjs (plain CommonJS, also used by the route cache handler). */
export declare function isFrameworkDataScript(text: string): boolean;
