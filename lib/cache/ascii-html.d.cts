/** Types of ascii-html.cjs (plain CommonJS, loaded by Next.js at run time through the cache handler). */
export declare function toAsciiHtml(html: string): string;
