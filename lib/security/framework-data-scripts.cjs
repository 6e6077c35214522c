// @ts-check
/**
 * Recognises the inline scripts Next.js 16 writes into every App Router page, which only hand data to code loaded
 * from /_next/static: statements `CALLEE(<JSON>)` separated by ';' (and white space), where CALLEE is one of
 * - `(self.__next_f=self.__next_f||[]).push` and `self.__next_f.push`: the RSC payload (flight data);
 * - `(globalThis[G] || (globalThis[G] = [])).push`, G a JSON string: Turbopack's chunk-loading bootstrap.
 * Every argument must be a JSON value (checked with JSON.parse), so such a script runs no code of its own. A script
 * injected into a page (through back-office HTML, say) is anything else and gets no hash.
 *
 * Plain CommonJS: the route cache handler uses it to pick the scripts of a cached page it names by hash.
 * Relies on the shape of Next.js's and Turbopack's inline scripts (ADR 0070); guarded by
 * e2e/http/security-headers.spec.ts 'every kind of response carries the security headers and a policy, ...': a cached
 * page whose inline scripts this no longer recognises has scripts its policy does not name.
 */

const FLIGHT_CALLEES = ['(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push('];

/**
 * End index (exclusive) of the JSON value starting at `start` (after white space), or -1 when none starts there.
 * Only finds the boundary; JSON.parse checks the value.
 * @param {string} text
 * @param {number} start
 */
function jsonValueEnd(text, start) {
  let index = start;
  while (/\s/.test(text[index] ?? '')) index += 1;
  const first = text[index];
  if (first === undefined) return -1;
  if (first !== '[' && first !== '{' && first !== '"') {
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(index, index + 64));
    return literal ? index + literal[0].length : -1;
  }
  let depth = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
      if (index >= text.length) return -1;
      if (depth === 0) return index + 1;
    } else if (char === '[' || char === '{') {
      depth += 1;
    } else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
      if (depth < 0) return -1;
    }
    index += 1;
  }
  return -1;
}

/**
 * The JSON value at `start` and the index after it, or null.
 * @param {string} text
 * @param {number} start
 * @returns {{ value: unknown, end: number } | null}
 */
function readJson(text, start) {
  const end = jsonValueEnd(text, start);
  if (end < 0) return null;
  try {
    return { value: JSON.parse(text.slice(start, end)), end };
  } catch {
    return null;
  }
}

/**
 * Index after the callee of one statement at `start` (just after its '('), or -1.
 * @param {string} text
 * @param {number} start
 */
function calleeEnd(text, start) {
  for (const callee of FLIGHT_CALLEES) if (text.startsWith(callee, start)) return start + callee.length;
  const opening = '(globalThis[';
  if (!text.startsWith(opening, start)) return -1;
  const global = readJson(text, start + opening.length);
  if (!global || typeof global.value !== 'string') return -1;
  const name = text.slice(start + opening.length, global.end);
  const rest = `] || (globalThis[${name}] = [])).push(`;
  return text.startsWith(rest, global.end) ? global.end + rest.length : -1;
}

/**
 * True when the script's whole text is one or more data-only framework statements.
 * @param {string} text
 */
function isFrameworkDataScript(text) {
  let index = 0;
  let statements = 0;
  for (;;) {
    while (/[\s;]/.test(text[index] ?? '') && (statements > 0 || text[index] !== ';')) index += 1;
    if (index >= text.length) return statements > 0;
    const argumentStart = calleeEnd(text, index);
    if (argumentStart < 0) return false;
    const argument = readJson(text, argumentStart);
    if (!argument || text[argument.end] !== ')') return false;
    index = argument.end + 1;
    statements += 1;
    if (index < text.length && !/[\s;]/.test(text[index] ?? '')) return false;
  }
}

module.exports = { isFrameworkDataScript };
