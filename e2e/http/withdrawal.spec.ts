import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { serverHtml, textOf } from '../support/server-html';

/**
 * The withdrawal button (decisions.md, S2-154): the shop's footer link on every page, in the shop's own words, and
 * step one of /withdrawal without a login. The form itself is a journey (e2e/withdrawal.spec.ts).
 */
forEachShop((shop) => {
  test("S2-154 the footer has 'Vertrag widerrufen' ('Retragere din contract' in Romania) to /withdrawal, which opens without login", async () => {
    const m = messagesOf(shop).Withdrawal;
    expect(m.footerLink).toBe(shop.name === 'ro' ? 'Retragere din contract' : 'Vertrag widerrufen');
    const host = `${shop.host}:${E2E_PORTS.storefront}`;
    for (const path of ['/cart', '/withdrawal']) {
      const { status, $ } = await serverHtml(path, host);
      expect(status, path).toBe(200);
      const links = $('footer a').filter((_, element) => $(element).text().replace(/\s+/g, ' ').trim() === m.footerLink);
      expect(links.length, path).toBe(1);
      expect(links.attr('href'), path).toBe('/withdrawal');
    }
    // No cookie sent: step one is there for anyone.
    const { $ } = await serverHtml('/withdrawal', host);
    expect(textOf($, 'main h1')).toBe(m.heading);
    expect($('main h2').toArray().map((element) => $(element).text().trim())).toContain(m.stepOne);
  });
});
