import 'server-only';
import sanitize from 'sanitize-html';

/**
 * Allow-list sanitizer for back-office HTML (content pages, product descriptions), on the maintained `sanitize-html`
 * library (htmlparser2 underneath) instead of a hand-written tokenizer (ADR 0067). Only allowed tags with allowed
 * attributes are written back, attribute values re-escaped, link targets checked against safe schemes, and the tag
 * structure balanced so the fragment cannot close or open elements around it in the server-rendered page.
 * Server only: the library never ships to the browser.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code', 'address',
  'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
/** `h1` belongs to the page title: a heading of the text becomes `h2`. */
const RENAMED: Record<string, string> = { h1: 'h2' };
/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext'];

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  abbr: ['title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
};
const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const ENUMERATED: Record<string, string[]> = { target: ['_blank'], scope: ['row', 'col', 'rowgroup', 'colgroup'], dir: ['ltr', 'rtl', 'auto'] };

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

/**
 * The checks on attribute values the library has no option for. The parser keeps entities as written (so the text's
 * `&nbsp;` stays), hence every check looks at the decoded value; the library re-escapes what is kept.
 */
function cleanTag(name: string, attribs: sanitize.Attributes): sanitize.Tag {
  const tagName = RENAMED[name] ?? name;
  const out: sanitize.Attributes = {};
  for (const [attribute, raw] of Object.entries(attribs)) {
    const value = decodeEntities(raw);
    if (attribute === 'href' && !isSafeUrl(value, 'link')) continue;
    if (attribute === 'src' && !isSafeUrl(value, 'image')) continue;
    if (NUMERIC_ATTRIBUTES.has(attribute) && !/^\d{1,4}$/.test(value)) continue;
    if (attribute in ENUMERATED && !ENUMERATED[attribute]?.includes(value)) continue;
    if (attribute === 'rel') continue; // set below for new-tab links only
    out[attribute] = raw;
  }
  if (tagName === 'a' && out.target !== undefined) out.rel = 'noopener noreferrer';
  if (tagName === 'img' && out.alt === undefined) out.alt = '';
  return { tagName, attribs: out };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': GLOBAL_ATTRIBUTES, ...TAG_ATTRIBUTES },
  // A second line behind isSafeUrl: the library's own scheme check.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { '*': cleanTag },
  // An image without a safe source is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  parser: { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** Sanitizes a fragment of back-office HTML to the allow-list. */
export function sanitizeHtml(html: string): string {
  // Void elements as HTML writes them (`<br>`, not `<br />`). A '>' outside a tag end is always escaped in the output.
  return sanitize(html, OPTIONS).replaceAll(' />', '>');
}
