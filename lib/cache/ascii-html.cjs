// @ts-check
/**
 * Rewrites a rendered HTML document so that it holds ASCII characters only, with the same meaning for the browser,
 * for crawlers and for React's hydration (ADR 0018):
 * - in markup (text and attribute values) a character outside ASCII becomes a numeric character reference (`€` →
 *   `&#8364;`);
 * - inside `<script>` (inline JavaScript, the RSC payload, JSON-LD) it becomes a `\uXXXX` escape, which JavaScript
 *   and JSON read as the same character inside strings;
 * - inside `<style>` it becomes a CSS escape (`\20ac `).
 * A character written right after a backslash inside a script or style would change meaning when escaped; such a
 * document (never produced by React or JSON.stringify) is returned unchanged.
 *
 * Why: V8 keeps a string with one character above U+00FF in two bytes per character, and Node.js then spends about
 * three times as long measuring and encoding it on every response. Cached pages are served from such strings.
 *
 * Plain CommonJS because Next.js loads the cache handler that uses it at run time, outside the bundler.
 */

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
const NON_ASCII_CODE_UNITS = /[^\x00-\x7f]/g;
const RAW_TEXT_OPENING = /<(script|style)\b[^>]*>/gi;
const RAW_TEXT_CLOSING = { script: /<\/script/gi, style: /<\/style/gi };

/** @param {string} text */
function escapeMarkup(text) {
  return text.replace(NON_ASCII_CODE_POINTS, (character) => `&#${character.codePointAt(0)};`);
}

/** @param {string} text @returns {string | null} null when a backslash precedes a character to escape */
function escapeScript(text) {
  let safe = true;
  const escaped = text.replace(NON_ASCII_CODE_UNITS, (character, offset) => {
    if (text[offset - 1] === '\\') safe = false;
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return safe ? escaped : null;
}

/** @param {string} text @returns {string | null} null when a backslash precedes a character to escape */
function escapeStyle(text) {
  let safe = true;
  const escaped = text.replace(NON_ASCII_CODE_POINTS, (character, offset) => {
    if (text[offset - 1] === '\\') safe = false;
    return `\\${(character.codePointAt(0) ?? 0).toString(16)} `;
  });
  return safe ? escaped : null;
}

/**
 * An ASCII string copied into V8's one-byte representation: a string cut from or joined with two-byte strings stays
 * two-byte even when every character is ASCII, and only a fresh decode gives the cheap form.
 * @param {string} ascii
 */
function oneByte(ascii) {
  return Buffer.from(ascii, 'latin1').toString('latin1');
}

/**
 * @param {string} html
 * @returns {string} the same document in ASCII (held one byte per character), or `html` itself when it cannot be
 *   escaped safely
 */
function toAsciiHtml(html) {
  if (!NON_ASCII.test(html)) return oneByte(html);
  const parts = [];
  let position = 0;
  RAW_TEXT_OPENING.lastIndex = 0;
  for (let opening = RAW_TEXT_OPENING.exec(html); opening; opening = RAW_TEXT_OPENING.exec(html)) {
    const tag = (opening[1] ?? '').toLowerCase() === 'script' ? 'script' : 'style';
    const contentStart = opening.index + opening[0].length;
    const closingPattern = RAW_TEXT_CLOSING[tag];
    closingPattern.lastIndex = contentStart;
    const closing = closingPattern.exec(html);
    const contentEnd = closing ? closing.index : html.length;
    const content = html.slice(contentStart, contentEnd);
    const escaped = tag === 'script' ? escapeScript(content) : escapeStyle(content);
    if (escaped === null) return html;
    parts.push(escapeMarkup(html.slice(position, contentStart)), escaped);
    position = contentEnd;
    RAW_TEXT_OPENING.lastIndex = contentEnd;
  }
  parts.push(escapeMarkup(html.slice(position)));
  return oneByte(parts.join(''));
}

module.exports = { toAsciiHtml };
