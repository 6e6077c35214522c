import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { rawGet, rawRequest } from '../support/raw-http';
import { jsonLdOf, serverHtml, textOf, type HtmlResponse } from '../support/server-html';
import { theliaLocaleOf } from '../support/catalog-urls';
import { withE2eDb } from '../support/e2e-db';

/** The title of the content a rewriting URL names in a locale (null when the URL does not exist there). */
function contentTitle(locale: string, url: string): string | null {
  return withE2eDb((db) => {
    const row = db
      .prepare(
        `SELECT t.title FROM rewriting_url r JOIN content_i18n t ON t.id = r.view_id AND t.locale = r.view_locale
         WHERE r.view = 'content' AND r.url = ? AND r.view_locale = ? AND r.redirected IS NULL`,
      )
      .get(url, locale) as { title: string } | undefined;
    return row?.title ?? null;
  });
}

/** Spec section 2: the German slugs and the translated slugs (AT and DE) and the Romanian slugs (RO). */
const GERMAN_SLUGS: [string, string][] = [
  ['S2-11', 'bezahlen'], ['S2-12', 'lieferung'], ['S2-13', 'datenschutz'], ['S2-14', 'agb.html'], ['S2-15', 'faq'], ['S2-16', 'presse'],
  ['S2-17', 'Impressum'], ['S2-18', 'widerrufsrecht'], ['S2-19', 'versandkosten'], ['S2-21', 'data-protection'],
  ['S2-22', 'terms-and-conditions'], ['S2-23', 'right-of-withdrawal'], ['S2-24', 'imprint'], ['S2-25', 'press'], ['S2-26', 'pay'], ['S2-27', 'delivery'],
];
const ROMANIAN_SLUGS: [string, string][] = [
  ['S2-28', 'conditii-de-garantie.html'], ['S2-29', 'manual-de-utilizare-1.html'], ['S2-30', 'confidentialitatea-datelor.html'],
  ['S2-31', 'termeni-si-conditii.html'], ['S2-32', 'returul-produselor.html'], ['S2-33', 'faq-intrebari-frecvente.html'],
  ['S2-34', 'metode-de-plata.html'], ['S2-35', 'costuri-de-transport-si-conditii-de-livrare.html'], ['S2-36', 'despre-noi.html'],
  ['S2-21', 'data-protection'], ['S2-22', 'terms-and-conditions'], ['S2-23', 'right-of-withdrawal'], ['S2-24', 'imprint'],
  ['S2-25', 'press'], ['S2-26', 'pay'], ['S2-27', 'delivery'],
];
const ROMANIAN_ONLY = ['conditii-de-garantie.html', 'manual-de-utilizare-1.html'];

/** The page's one level-1 heading, as a reader sees it. */
function headingOf({ $ }: HtmlResponse): string {
  expect($('h1')).toHaveLength(1);
  return textOf($, 'h1');
}

forEachShop((shop) => {
  const hostWithPort = `${shop.host}:${E2E_PORTS.storefront}`;

  test.describe('legal and info pages', () => {
    test('S1-14 S2-11 S2-12 S2-13 S2-14 S2-15 S2-16 S2-17 S2-18 S2-19 S2-21 S2-22 S2-23 S2-24 S2-25 S2-26 S2-27 S2-30 S2-31 S2-32 S2-33 S2-34 S2-35 S2-36 every legal and info slug of the shop shows its page with 200', async () => {
      const slugs = shop.name === 'ro' ? ROMANIAN_SLUGS : GERMAN_SLUGS;
      for (const [id, slug] of slugs) {
        const title = contentTitle(theliaLocaleOf(shop.name), slug);
        expect(title, `${id} /${slug} is seeded`).not.toBeNull();
        const page = await serverHtml(`/${slug}`, shop.host);
        expect(page.status, `${id} /${slug}`).toBe(200);
        expect(headingOf(page), `${id} /${slug}`).toBe(title);
        expect(textOf(page.$, '.rich-text'), `${id} /${slug}`).not.toBe('');
      }
    });

    test('S2-28 S2-29 the Romanian-only pages exist on the Romanian shop only, elsewhere they are 404 rewriting-failed', async () => {
      for (const slug of ROMANIAN_ONLY) {
        const page = await serverHtml(`/${slug}`, shop.host);
        if (shop.name === 'ro') {
          expect(page.status, slug).toBe(200);
        } else {
          expect(page.status, slug).toBe(404);
          expect(headingOf(page), slug).toBe(messagesOf(shop).NotFound['rewriting-failed']);
        }
      }
    });

    test('S9-16 the returns page states the 14-day period', async () => {
      const page = await serverHtml(shop.name === 'ro' ? '/returul-produselor.html' : '/widerrufsrecht', shop.host);
      expect(page.status).toBe(200);
      expect(textOf(page.$, 'main')).toContain(shop.name === 'ro' ? '14 zile' : '14 Tagen');
    });

    // Was also e2e/rewriting.spec.ts's '/widerrufsformular redirects to the configured withdrawal form PDF'.
    test('S2-20 /widerrufsformular redirects to the configured withdrawal form PDF, which exists', async () => {
      const response = await rawGet('/widerrufsformular', hostWithPort);
      expect(response.status).toBe(302);
      expect(response.headers.location).toMatch(/^\/media\/.+\.pdf$/);
      const pdf = await rawGet(String(response.headers.location), hostWithPort);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    });

    // Its server HTML is Next's error shell: the browser draws the message from the page's payload, so the journey
    // in e2e/content.spec.ts checks it.
    test('a rewriting URL whose content cannot be read answers 404', async () => {
      const slug = `e2e-missing-content-${shop.name}.html`;
      withE2eDb((db) => {
        db.prepare('DELETE FROM rewriting_url WHERE url = ?').run(slug);
        db.prepare("INSERT INTO rewriting_url (url, view, view_id, view_locale, redirected) VALUES (?, 'content', 999999, ?, NULL)").run(slug, theliaLocaleOf(shop.name));
      }, { readonly: false });
      expect((await rawGet(`/${slug}`, shop.host)).status).toBe(404);
    });

    // The accessibility statement (EAA: BaFG in AT, BFSG in DE, Law 232/2022 in RO); its axe check and the way there
    // from the footer are the journey 'the accessibility statement ...' (e2e/content.spec.ts).
    test('the accessibility statement states WCAG 2.1 AA, its limits, the date, the contact and the authority; every page links to it; the sitemap lists it', async () => {
      const ro = shop.name === 'ro';
      const path = ro ? '/declaratie-de-accesibilitate.html' : '/barrierefreiheit';
      const statement = await serverHtml(path, shop.host);
      expect(statement.status).toBe(200);
      expect(headingOf(statement)).toBe(ro ? 'Declarație de accesibilitate' : 'Erklärung zur Barrierefreiheit');
      const text = textOf(statement.$, '.rich-text');
      expect(text).toContain('(WCAG) 2.1');
      expect(text).toContain(ro ? 'nivelul AA' : 'Stufe AA');
      expect(text).toContain(ro ? 'parțial conform' : 'teilweise konform');
      expect(text).toContain(ro ? 'Facturile și notele de credit în format PDF' : 'Rechnungen und Gutschriften im PDF-Format');
      expect(text).toMatch(ro ? /Data declarației: \d{1,2} \p{L}+ \d{4}\./u : /Stand dieser Erklärung: \d{1,2}\. \p{L}+ \d{4}\./u);
      expect(text).toContain({ at: 'Sozialministeriumservice', de: 'Marktüberwachungsstelle der Länder', ro: 'Legea nr. 232/2022' }[shop.name]);
      // The feedback contact is the shop's own, as its footer names it.
      const email = statement.$('footer address a[href^="mailto:"]').attr('href') ?? 'no footer e-mail';
      const phone = statement.$('footer address a[href^="tel:"]').attr('href') ?? 'no footer phone';
      expect(statement.$(`.rich-text a[href="${email}"]`)).toHaveLength(1);
      expect(statement.$(`.rich-text a[href="${phone}"]`)).toHaveLength(1);
      for (const page of ['/', '/cart', ro ? '/termeni-si-conditii.html' : '/agb.html']) {
        const { $ } = await serverHtml(page, shop.host);
        expect($(`footer a[href="${path}"]`), `${page} links to the statement`).toHaveLength(1);
      }
      const sitemap = await rawRequest('/sitemaps/content-1.xml', hostWithPort, { timeoutMs: 60_000 });
      expect(sitemap.body).toContain(`${path}</loc>`);
      if (!ro) {
        const moved = await rawGet('/barrierefreiheit.html', shop.host);
        expect(moved.status).toBe(301);
        expect(moved.headers.location).toMatch(/\/barrierefreiheit$/);
      }
    });

    // The page's axe check is the journey 'a legal page and the showrooms page ...' (e2e/content.spec.ts).
    test('a legal page has a BreadcrumbList and its canonical URL', async () => {
      const { status, $ } = await serverHtml(shop.name === 'ro' ? '/termeni-si-conditii.html' : '/agb.html', shop.host);
      expect(status).toBe(200);
      expect(jsonLdOf($).map((data) => data['@type'])).toContain('BreadcrumbList');
      expect($('link[rel="canonical"]').attr('href')).toMatch(/\/(agb\.html|termeni-si-conditii\.html)$/);
    });
  });

  test.describe('info routes', () => {
    test('S2-07 S9-22 S9-23 /about shows the about page with the catalogue size and the showroom area', async () => {
      const page = await serverHtml('/about', shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).not.toBe('');
      expect(textOf(page.$, 'main')).toContain('2.500');
      expect(textOf(page.$, 'main')).toContain('350 m²');
      expect(page.$('link[rel="canonical"]').attr('href')).toMatch(/\/about$/);
    });

    test('S2-179 /team shows the team members with their roles', async () => {
      const { status, $ } = await serverHtml('/team', shop.host);
      expect(status).toBe(200);
      expect($('main h2')).toHaveLength(4);
    });

    // The page's axe check is the journey 'a legal page and the showrooms page ...' (e2e/content.spec.ts).
    test('S2-178 /showrooms shows each showroom with address and opening hours, also as JSON-LD', async () => {
      const { status, $ } = await serverHtml('/showrooms', shop.host);
      expect(status).toBe(200);
      const tables = $('main table');
      expect(tables).toHaveLength(2);
      expect(tables.first().find('tr')).toHaveLength(8);
      expect(tables.first().text().replace(/\s+/g, ' ')).toContain(messagesOf(shop).Content.closed);
      // The showrooms' Stores (the footer's Store of the shop has opening hours too, with the shop's URL).
      const stores = jsonLdOf($)
        .map((data) => JSON.stringify(data))
        .filter((text) => text.includes('openingHoursSpecification') && text.includes('/showrooms"'));
      expect(stores).toHaveLength(2);
      expect(stores[0]).toContain('https://schema.org/Monday');
    });

    test('S2-179 /configurators and /feedback show their pages', async () => {
      for (const route of ['/configurators', '/feedback']) {
        const page = await serverHtml(route, shop.host);
        expect(page.status, route).toBe(200);
        expect(headingOf(page), route).not.toBe('');
        expect(textOf(page.$, '.rich-text h2'), route).not.toBe('');
      }
    });
  });
});
