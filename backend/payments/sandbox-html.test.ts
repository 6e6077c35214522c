import { buttonForm, escapeHtml, formatAmount, renderPage } from './sandbox-html';
import { createSandboxTestApp, pageForms, type SandboxTestApp } from './sandbox-test-app';

describe('sandbox pages', () => {
  test('values are escaped in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const form = buttonForm('/x?a=1&b="2"', { token: '"><script>' }, '<b>Pay</b>');
    expect(form.html).toBe('<form method="post" action="/x?a=1&amp;b=&quot;2&quot;"><input type="hidden" name="token" value="&quot;&gt;&lt;script&gt;"><button type="submit" class="secondary">&lt;b&gt;Pay&lt;/b&gt;</button></form>');
    expect(pageForms(form.html)).toEqual([{ action: '/x?a=1&b="2"', fields: { token: '"><script>' }, button: '<b>Pay</b>' }]);
  });

  test('amounts read as the shopper expects in both currencies', () => {
    expect(formatAmount(12_345, 'EUR')).toBe('€123.45');
    expect(formatAmount(250_050, 'RON')).toBe('RON\u00a02,500.50');
    expect(formatAmount(5, 'EUR')).toBe('€0.05');
  });

  test('a page has a language, a title naming the sandbox, a main landmark and one h1', () => {
    const page = renderPage({ brand: 'stripe', title: 'Pay by card', amount: { minor: 100, currency: 'EUR' }, body: [] }, 'n0nce');
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<title>Pay by card | Stripe Checkout Sandbox</title>');
    expect(page).toContain('<main><h1>Pay by card</h1>');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<style nonce="n0nce">');
  });

  describe('served by the app', () => {
    let t: SandboxTestApp;
    beforeAll(async () => {
      t = await createSandboxTestApp();
    });
    afterAll(async () => t.close());

    test('a hostile order number is shown escaped; pages are not cached, not framable, scripts only by nonce', async () => {
      const { url } = t.start('PayPal', { orderNumber: '<img src=x onerror=alert(1)>' });
      const page = await t.request('GET', new URL(url).pathname + new URL(url).search);
      expect(page.text).toContain('Order &lt;img src=x onerror=alert(1)&gt;');
      expect(page.text).not.toContain('<img');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(page.text).toContain(`<style nonce="${nonce}">`);
    });
  });
});
