import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { RawResponse } from './raw-http';
import type { ShopProject } from './ports';
import { inlineElements, isExecutableInline, sha256Source } from '../../lib/security/script-hashes.cjs';

/** Checks of the security headers and Content-Security-Policy of a response (ADR 0020), shared by the journeys. */
export const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
export const policyOf = (response: RawResponse) => single(response.headers['content-security-policy']);
export const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1);

/** The headers every response carries, a policy with the required directives, and no trace of the internal route. */
export function expectSecured(response: RawResponse, shop: ShopProject, what: string): void {
  const { headers } = response;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(single(headers['permissions-policy']), what).toContain(`${feature}=()`);
  expect(headers['strict-transport-security'], `${what} on a local host`).toBeUndefined();
  const policy = policyOf(response);
  expect(policy, what).not.toBe('');
  expect(directive(policy, 'frame-ancestors'), what).toEqual(["'none'"]);
  expect(directive(policy, 'object-src'), what).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri'), what).toEqual(["'self'"]);
  expect(directive(policy, 'form-action'), what).toEqual(["'self'"]);
  expect(directive(policy, 'script-src') ?? directive(policy, 'default-src'), what).not.toContain("'unsafe-inline'");
  expect(headers['x-middleware-rewrite'], what).toBeUndefined();
  expect(headers['x-nextjs-rewritten-path'], what).toBeUndefined();
  for (const [name, value] of Object.entries(headers)) {
    expect(`${name}: ${single(value)}`, what).not.toMatch(new RegExp(`/${shop.locale}(/|$)|/view/`));
  }
}

/** Every inline script of the page's HTML is named by the page's policy: by hash, or by the nonce it carries. */
export function expectInlineScriptsAllowed(response: RawResponse, what: string): void {
  const scriptSources = directive(policyOf(response), 'script-src') ?? [];
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = inlineElements(response.body, 'script').filter(({ attributes }) => isExecutableInline(attributes));
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const { attributes, text } of scripts) {
    const allowed = scriptSources.includes(sha256Source(text)) || (nonce !== undefined && attributes.includes(`nonce="${nonce}"`));
    expect(allowed, `${what}: inline script ${text.slice(0, 60)}`).toBe(true);
  }
}

/**
 * Records policy violations of every page the browser shows: the browser's console messages about the policy and the
 * documents' securitypolicyviolation events (reported through a binding, which the page's policy does not govern).
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return violations;
}

