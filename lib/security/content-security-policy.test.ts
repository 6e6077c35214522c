import { documentCsp, pageCsp, resourceCsp, sentryOrigin } from './content-security-policy.cjs';
import { OWN_INLINE_SCRIPT_HASHES } from './own-inline-script-hashes.cjs';

/** A policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

const COMMON = { 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'self'"], 'frame-ancestors': ["'none'"] };

describe('page policy', () => {
  it('allows scripts from the shop and the named hashes, never inline scripts as such', () => {
    const page = directives(pageCsp({ scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"] }));
    expect(page.get('script-src')).toEqual(["'self'", ...OWN_INLINE_SCRIPT_HASHES, "'sha256-a'", "'sha256-b'"]);
    expect(page.get('script-src')).not.toContain("'unsafe-inline'");
    expect(page.get('script-src')).not.toContain("'unsafe-eval'");
    for (const [name, sources] of Object.entries(COMMON)) expect(page.get(name)).toEqual(sources);
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('img-src')).toEqual(["'self'", 'data:']);
    expect(page.get('font-src')).toEqual(["'self'"]);
    expect(page.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows the tag manager only when asked to: its origin for scripts, requests and images (ADR 0058)', () => {
    const page = directives(pageCsp({ tagManager: true, tagManagerUrl: 'http://127.0.0.1:4100' }));
    expect(page.get('script-src')).toEqual(["'self'", ...OWN_INLINE_SCRIPT_HASHES, 'http://127.0.0.1:4100']);
    expect(page.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(page.get('img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:4100']);
    expect(pageCsp({ tagManagerUrl: 'http://127.0.0.1:4100' })).not.toContain('4100');
  });

  it('names a nonce for a page rendered per request', () => {
    const page = directives(pageCsp({ nonce: 'AAECAwQFBgcICQoLDA0ODw==' }));
    expect(page.get('script-src')).toEqual(["'self'", "'nonce-AAECAwQFBgcICQoLDA0ODw=='", ...OWN_INLINE_SCRIPT_HASHES]);
  });

  it('refuses a nonce that could break out of the policy', () => {
    expect(() => pageCsp({ nonce: "abc'; script-src *" })).toThrow('invalid CSP nonce');
    expect(() => pageCsp({ nonce: 'short' })).toThrow('invalid CSP nonce');
  });

  it('lets the browser report errors to the Sentry origin only when a DSN is configured', () => {
    const withSentry = directives(pageCsp({ sentryDsn: 'https://public@o42.ingest.sentry.io/7' }));
    expect(withSentry.get('connect-src')).toEqual(["'self'", 'https://o42.ingest.sentry.io']);
    expect(withSentry.get('worker-src')).toEqual(["'self'", 'blob:']);
    const without = directives(pageCsp({ sentryDsn: '' }));
    expect(without.get('connect-src')).toEqual(["'self'"]);
    expect(without.get('worker-src')).toEqual(["'self'"]);
  });
});

describe('other policies', () => {
  it('runs nothing in responses that are no page', () => {
    const resource = directives(resourceCsp());
    expect(resource.get('default-src')).toEqual(["'none'"]);
    expect(resource.has('script-src')).toBe(false);
    for (const [name, sources] of Object.entries(COMMON)) expect(resource.get(name)).toEqual(sources);
  });

  it('allows a self-contained document only its own hashed script and style', () => {
    const document = directives(documentCsp({ scriptHashes: ["'sha256-s'"], styleHashes: ["'sha256-t'"] }));
    expect(document.get('default-src')).toEqual(["'none'"]);
    expect(document.get('script-src')).toEqual(["'sha256-s'"]);
    expect(document.get('style-src')).toEqual(["'sha256-t'"]);
    expect(directives(documentCsp({ scriptHashes: [], styleHashes: [] })).get('script-src')).toEqual(["'none'"]);
  });
});

describe('sentryOrigin', () => {
  it('reads the origin of a DSN', () => {
    expect(sentryOrigin('https://key@o1.ingest.de.sentry.io/123')).toBe('https://o1.ingest.de.sentry.io');
    expect(sentryOrigin('http://key@sentry.internal:9000/1')).toBe('http://sentry.internal:9000');
  });

  it('gives none for a missing or unusable DSN', () => {
    expect(sentryOrigin(undefined)).toBeNull();
    expect(sentryOrigin('  ')).toBeNull();
    expect(sentryOrigin('not a url')).toBeNull();
    expect(sentryOrigin('javascript:alert(1)')).toBeNull();
  });
});
