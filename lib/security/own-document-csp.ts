import { documentCsp } from './content-security-policy.cjs';
import { inlineScriptHashes, inlineStyleHashes } from './script-hashes.cjs';

/**
 * The policy of a self-contained HTML document the storefront writes itself (the server-down page): every inline
 * script and style of it, by hash. Only for documents whose markup is the storefront's own, with every text
 * escaped; a page with content from elsewhere uses pageCsp.
 */
export function ownDocumentCsp(html: string): string {
  return documentCsp({ scriptHashes: inlineScriptHashes(html, () => true), styleHashes: inlineStyleHashes(html) });
}
