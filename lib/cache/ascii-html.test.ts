import { toAsciiHtml } from './ascii-html.cjs';

/** Decodes the numeric character references the rewrite writes into markup. */
function decodeMarkup(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)));
}

function isAscii(text: string): boolean {
  return /^[\x00-\x7f]*$/.test(text);
}

describe('toAsciiHtml (cached page HTML held as ASCII, ADR 0018)', () => {
  it('leaves an ASCII document as it is', () => {
    const html = '<!DOCTYPE html><html><body><p>Preis 12,90 EUR</p></body></html>';
    expect(toAsciiHtml(html)).toBe(html);
  });

  it('writes characters outside ASCII in text and attributes as numeric references', () => {
    const html = '<p title="Größe – 2 m²">12,90 € ★★★★☆ Șurub</p>';
    const ascii = toAsciiHtml(html);
    expect(isAscii(ascii)).toBe(true);
    expect(ascii).toBe('<p title="Gr&#246;&#223;e &#8211; 2 m&#178;">12,90 &#8364; &#9733;&#9733;&#9733;&#9733;&#9734; &#536;urub</p>');
    expect(decodeMarkup(ascii)).toBe(html);
  });

  it('writes a character beyond the basic plane as one reference', () => {
    expect(toAsciiHtml('<p>🛁</p>')).toBe('<p>&#128705;</p>');
  });

  it('escapes inline scripts (RSC payload, JSON-LD) as \\u escapes that parse to the same strings', () => {
    const payload = 'self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"12,90 € – 🛁\\"}]\\n"])';
    const jsonLd = JSON.stringify({ '@type': 'Offer', priceCurrency: 'EUR', name: 'Spülbecken „Linea“' });
    const html = `<p>€</p><script>${payload}</script><script type="application/ld+json">${jsonLd}</script><p>ß</p>`;
    const ascii = toAsciiHtml(html);
    expect(isAscii(ascii)).toBe(true);
    const scripts = [...ascii.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts[0]).toContain('12,90 \\u20ac \\u2013 \\ud83d\\udec1');
    const pushed: unknown[] = [];
    new Function('self', scripts[0] ?? '')({ __next_f: pushed });
    expect(pushed).toEqual([[1, '5:["$","p",null,{"children":"12,90 € – 🛁"}]\n']]);
    expect(JSON.parse(scripts[1] ?? '')).toEqual(JSON.parse(jsonLd));
    expect(ascii.startsWith('<p>&#8364;</p><script>')).toBe(true);
    expect(ascii.endsWith('</script><p>&#223;</p>')).toBe(true);
  });

  it('escapes style elements with CSS escapes', () => {
    expect(toAsciiHtml('<style>.rating::before{content:"★"}</style><p>★</p>')).toBe(
      '<style>.rating::before{content:"\\2605 "}</style><p>&#9733;</p>',
    );
  });

  it('finds script and style elements whatever the case of their tags', () => {
    expect(toAsciiHtml('<SCRIPT>var a="€"</SCRIPT>€')).toBe('<SCRIPT>var a="\\u20ac"</SCRIPT>&#8364;');
  });

  it('returns the document unchanged when a backslash precedes a character to escape in a script', () => {
    const html = '<script>var a="\\é"</script><p>€</p>';
    expect(toAsciiHtml(html)).toBe(html);
  });
});
