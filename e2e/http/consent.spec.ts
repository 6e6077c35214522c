import { TAG_MANAGER_CONTAINERS } from '../../backend/db/seed/config-system';
import { CONSENT_DEFAULT_ELEMENT_ID, CONSENT_DEFAULT_SCRIPT } from '../../lib/consent/consent-default-script.cjs';
import { CONSENT_BANNER_ELEMENT_ID, CONSENT_BANNER_SCRIPT } from '../../lib/consent/consent-banner-script.cjs';
import { CONSENT_COOKIE } from '../../lib/consent/consent-state';
import { sha256Source } from '../../lib/security/script-hashes.cjs';
import { test, expect, forEachShop } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { directive, policyOf, single } from '../support/security-checks';
import { serverHtml } from '../support/server-html';

/** The embedded stack loads the tag manager from the reference backend's container stand-in (scripts/stack-env.ts). */
const TAG_MANAGER_ORIGIN = `http://127.0.0.1:${E2E_PORTS.backend}`;

// A cached page (home) and a page rendered per request (cart): both carry the consent default, neither the container.
forEachShop((shop) => {
  test('Consent Mode default leads the head, the tag manager is not in the server HTML, the policy allows its origin', async () => {
    for (const path of ['/', '/cart']) {
      const page = await serverHtml(path, shop.host);
      expect(page.status, path).toBe(200);
      const { $ } = page;
      const consent = $(`#${CONSENT_DEFAULT_ELEMENT_ID}`);
      expect(consent.parent().is('head'), path).toBe(true);
      expect(consent.html(), path).toBe(CONSENT_DEFAULT_SCRIPT);
      expect(consent.attr('data-container'), path).toBe(TAG_MANAGER_CONTAINERS[shop.name]);
      expect(consent.attr('data-tag-manager-src'), path).toBe(TAG_MANAGER_ORIGIN);
      // The first script of the page that runs anything but Next.js's own async chunks, and its first inline script.
      const scripts = $('script').toArray();
      const before = scripts.slice(0, scripts.indexOf(consent.get(0) as (typeof scripts)[number]));
      expect(before.length, path).toBe(before.filter((script) => /^\/_next\/static\//.test($(script).attr('src') ?? '') && $(script).attr('async') !== undefined).length);
      expect($('script:not([src])').first().attr('id'), path).toBe(CONSENT_DEFAULT_ELEMENT_ID);

      // Nothing of the container before consent, and no per-shopper state: the banner is there for everybody, hidden,
      // with the fixed script (allowed by hash) that shows it before the first paint when no choice was made.
      expect(page.body, path).not.toContain('gtm.js');
      expect(page.body, path).not.toContain('googletagmanager');
      const banner = $(`#${CONSENT_BANNER_ELEMENT_ID}`);
      expect(banner.length, path).toBe(1);
      expect(banner.attr('hidden'), path).toBeDefined();
      expect(banner.next('script').html(), path).toBe(CONSENT_BANNER_SCRIPT);
      expect(directive(policyOf(page), 'script-src'), path).toContain(sha256Source(CONSENT_BANNER_SCRIPT));
      expect(single(page.headers['set-cookie']), path).not.toContain(CONSENT_COOKIE);
      expect($('[data-testid="cookie-settings"]').length, path).toBe(1);

      const policy = policyOf(page);
      expect(directive(policy, 'script-src'), path).toContain(TAG_MANAGER_ORIGIN);
      expect(directive(policy, 'connect-src'), path).toContain(TAG_MANAGER_ORIGIN);
    }
  });
});
