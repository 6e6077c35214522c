import { inlineElements, inlineScriptHashes, inlineStyleHashes, isExecutableInline, sha256Source } from './script-hashes.cjs';

describe('sha256Source', () => {
  it('gives the hash source of the CSP specification example', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes UTF-8 and the newlines the HTML parser leaves', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
    expect(sha256Source('"€"')).not.toBe(sha256Source('"\\u20ac"'));
  });
});

describe('inline scripts of a document', () => {
  const html = [
    '<head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script type="module">self.m=1</script>',
    '<script data-src="x">self.a=1</script>',
    '<SCRIPT>self.b=2</SCRIPT >',
    '<scripted>not a script</scripted>',
    '<script>self.a=1</script>',
    '<style>p{color:red}</style><style media="print">p{color:#000}</style>',
  ].join('');

  it('finds scripts and styles with their attributes and text', () => {
    expect(inlineElements(html, 'script').map(({ text }) => text)).toEqual(['', '{"@type":"Product"}', 'self.m=1', 'self.a=1', 'self.b=2', 'self.a=1']);
    expect(inlineElements(html, 'style').map(({ attributes }) => attributes)).toEqual(['', ' media="print"']);
  });

  it('knows which scripts run as inline code', () => {
    expect(isExecutableInline(' src="/a.js" async=""')).toBe(false);
    expect(isExecutableInline(' type="application/ld+json"')).toBe(false);
    expect(isExecutableInline(' data-src="x"')).toBe(true);
    expect(isExecutableInline(' type="module"')).toBe(true);
    expect(isExecutableInline(" type='text/javascript'")).toBe(true);
    expect(isExecutableInline('')).toBe(true);
  });

  it('hashes each accepted executable inline script once', () => {
    expect(inlineScriptHashes(html, () => true)).toEqual([sha256Source('self.m=1'), sha256Source('self.a=1'), sha256Source('self.b=2')]);
    expect(inlineScriptHashes(html, (text) => text.startsWith('self.b'))).toEqual([sha256Source('self.b=2')]);
  });

  it('hashes each style element', () => {
    expect(inlineStyleHashes(html)).toEqual([sha256Source('p{color:red}'), sha256Source('p{color:#000}')]);
  });
});
