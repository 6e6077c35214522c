/**
 * Allow-list sanitizer for back-office HTML (content descriptions). Pure string processing, no DOM: the input is
 * tokenized into text, tags and comments; only allowed tags with allowed attributes are written back, every
 * attribute value re-escaped, link targets checked against safe schemes, and the tag structure balanced so the
 * fragment cannot close or open elements around it when it is inserted into the server-rendered page.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code', 'address',
  'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
/** `h1` belongs to the page title: a heading of the text becomes `h2`. */
const RENAMED: Record<string, string> = { h1: 'h2' };
/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head']);
const VOID = new Set(['br', 'hr', 'img']);

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  abbr: new Set(['title']),
  th: new Set(['scope', 'colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start', 'reversed']),
};
const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const TAG = /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)\s*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references, for checking a URL's real scheme ('jav&#x61;script:' is 'javascript:'). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Text of the back office: entities stay as they are, bare '&', '<' and '>' are escaped. */
function cleanText(value: string): string {
  return value.replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** True for links to http(s), mailto and tel, and for site-relative, fragment and query links. */
export function isSafeUrl(raw: string, kind: 'link' | 'image'): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  // Relative and protocol-relative URLs; a leading backslash is read as '//' by browsers: refuse it.
  if (scheme === undefined) return !value.startsWith('\\');
  return kind === 'link' ? ['http', 'https', 'mailto', 'tel'].includes(scheme) : ['http', 'https'].includes(scheme);
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const out: [string, string][] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!(GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name)) || out.some(([seen]) => seen === name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href' && !isSafeUrl(value, 'link')) continue;
    if (name === 'src' && !isSafeUrl(value, 'image')) continue;
    if (NUMERIC_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    if (name === 'dir' && !['ltr', 'rtl', 'auto'].includes(value)) continue;
    if (name === 'rel') continue; // set below for new-tab links only
    out.push([name, value]);
  }
  if (tag === 'a' && out.some(([name]) => name === 'target')) out.push(['rel', 'noopener noreferrer']);
  if (tag === 'img' && !out.some(([name]) => name === 'src')) return '\u0000';
  if (tag === 'img' && !out.some(([name]) => name === 'alt')) out.push(['alt', '']);
  return out.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** Sanitizes a fragment of back-office HTML to the allow-list. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let rest = html;
  let dropping: string | null = null;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    if (lt === -1) {
      if (dropping === null) out += cleanText(rest);
      break;
    }
    if (lt > 0) {
      if (dropping === null) out += cleanText(rest.slice(0, lt));
      rest = rest.slice(lt);
    }
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = rest.indexOf('>');
      rest = end === -1 ? '' : rest.slice(end + 1);
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      // A '<' that starts no tag is text.
      if (dropping === null) out += '&lt;';
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(match[0].length);
    const closing = match[1] === '/';
    const raw = (match[2] ?? '').toLowerCase();
    if (dropping !== null) {
      if (closing && raw === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(raw)) {
      if (!closing && match[4] !== '/') dropping = raw;
      continue;
    }
    const tag = RENAMED[raw] ?? raw;
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    const attributes = cleanAttributes(tag, match[3] ?? '');
    if (attributes === '\u0000') continue;
    out += `<${tag}${attributes}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
