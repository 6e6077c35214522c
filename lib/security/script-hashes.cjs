// @ts-check
/**
 * Hash sources ('sha256-…') of the inline scripts and styles of an HTML document, as a browser computes them for a
 * Content-Security-Policy: SHA-256 of the element's text in UTF-8, after the HTML parser's newline normalisation.
 *
 * Plain CommonJS: the route cache handler hashes cached pages with it.
 */
const { createHash } = require('node:crypto');

/** @typedef {{ attributes: string, text: string }} InlineElement */

/** Executable script types (an absent or empty type is JavaScript too); data blocks such as JSON-LD never run. */
const JAVASCRIPT_TYPES = new Set([
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

/**
 * The CSP hash source of a script's or style's text.
 * @param {string} text
 */
function sha256Source(text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The `<script>` or `<style>` elements of a document with their attributes and text (both are raw-text elements:
 * their text ends at the first `</script` or `</style`).
 * @param {string} html
 * @param {'script' | 'style'} tag
 * @returns {InlineElement[]}
 */
function inlineElements(html, tag) {
  const pattern = new RegExp(`<${tag}(?=[\\s>/])([^>]*)>([\\s\\S]*?)</${tag}[\\s>/]`, 'gi');
  return Array.from(html.matchAll(pattern), (match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }));
}

/**
 * The value of an attribute in a start tag's attribute text, or null when it is absent ('' when it has no value).
 * @param {string} attributes
 * @param {string} name
 */
function attributeValue(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * True for a script element the browser runs as inline code: no `src`, and a JavaScript type or none.
 * @param {string} attributes
 */
function isExecutableInline(attributes) {
  if (attributeValue(attributes, 'src') !== null) return false;
  const type = attributeValue(attributes, 'type');
  return type === null || type.trim() === '' || JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/**
 * Hash sources of the document's inline scripts that `accept` vouches for, each once, in document order.
 * @param {string} html
 * @param {(text: string) => boolean} accept
 */
function inlineScriptHashes(html, accept) {
  const hashes = new Set();
  for (const { attributes, text } of inlineElements(html, 'script')) {
    if (isExecutableInline(attributes) && accept(text)) hashes.add(sha256Source(text));
  }
  return [...hashes];
}

/**
 * Hash sources of the document's `<style>` elements, each once.
 * @param {string} html
 */
function inlineStyleHashes(html) {
  return [...new Set(inlineElements(html, 'style').map(({ text }) => sha256Source(text)))];
}

module.exports = { sha256Source, inlineElements, isExecutableInline, inlineScriptHashes, inlineStyleHashes };
