import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  test('keeps the typography of legal texts: headings, lists, tables, emphasis, links', () => {
    const html =
      '<h2>§ 1</h2><p>Text mit <strong>fett</strong> und <em>kursiv</em>.</p><ul><li>eins</li><li>zwei</li></ul>' +
      '<table><thead><tr><th scope="col">Land</th></tr></thead><tbody><tr><td colspan="2">AT</td></tr></tbody></table>' +
      '<p><a href="/agb.html">AGB</a> <a href="mailto:service@example.at">Mail</a> <a href="tel:+4312345">Tel</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  test('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT src="x.js"></SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe('');
  });

  test('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<img src="/media/a.webp" onerror="alert(1)" style="x" alt="A">')).toBe('<img src="/media/a.webp" alt="A">');
    expect(sanitizeHtml('<p onclick="x()" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/x" onmouseover=alert(1)>t</a>')).toBe('<a href="/x">t</a>');
  });

  test('removes javascript:, data: and vbscript: URLs, also when obfuscated', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,<script>', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`)).toBe('<a>t</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
  });

  test('new-tab links get rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test('balances tags so the fragment cannot break the page around it', () => {
    expect(sanitizeHtml('</div></main><p>a')).toBe('<p>a</p>');
    // An open <li> is closed by the next one, as a browser parses it (the hand-written tokenizer nested them).
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<p><strong>x</p>')).toBe('<p><strong>x</strong></p>');
  });

  test('escapes stray angle brackets, keeps entities, removes comments and unknown elements', () => {
    expect(sanitizeHtml('a < b & c &amp; d &nbsp;')).toBe('a &lt; b &amp; c &amp; d &nbsp;');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok<!DOCTYPE html>')).toBe('ok');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>go</button></form>')).toBe('go');
    expect(sanitizeHtml('<h1>Titel</h1>')).toBe('<h2>Titel</h2>');
  });

  test('attribute values are re-escaped', () => {
    expect(sanitizeHtml('<a href=\'/x"onclick="y\' title="a&quot;b">t</a>')).toBe('<a href="/x&quot;onclick=&quot;y" title="a&quot;b">t</a>');
  });
});

describe('isSafeUrl', () => {
  test('links: http(s), mailto, tel and relative URLs', () => {
    expect(['https://a.at', 'http://a.at', 'mailto:a@b.at', 'tel:+43', '/agb.html', '#top', '?a=1', 'faq'].every((url) => isSafeUrl(url, 'link'))).toBe(true);
    expect(['javascript:x', 'data:x', 'file:///etc/passwd', '\\\\evil.example', ''].some((url) => isSafeUrl(url, 'link'))).toBe(false);
  });

  test('images: no mailto or tel', () => {
    expect(isSafeUrl('mailto:a@b.at', 'image')).toBe(false);
    expect(isSafeUrl('/media/a.webp', 'image')).toBe(true);
  });
});
