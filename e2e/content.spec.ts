import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_PORTS } from './support/ports';
import { rawGet } from './support/raw-http';
import { theliaLocaleOf } from './support/catalog-urls';
import { withE2eDb } from './support/e2e-db';

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

async function expectContentPage(page: Page, url: string, title: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('legal and info pages', () => {
  test('S1-14 S2-11 S2-12 S2-13 S2-14 S2-15 S2-16 S2-17 S2-18 S2-19 S2-21 S2-22 S2-23 S2-24 S2-25 S2-26 S2-27 S2-30 S2-31 S2-32 S2-33 S2-34 S2-35 S2-36 every legal and info slug of the shop shows its page with 200', async ({ page, shop }) => {
    const slugs = shop.name === 'ro' ? ROMANIAN_SLUGS : GERMAN_SLUGS;
    for (const [id, slug] of slugs) {
      const title = contentTitle(theliaLocaleOf(shop.name), slug);
      expect(title, `${id} /${slug} is seeded`).not.toBeNull();
      await expectContentPage(page, `/${slug}`, title ?? '');
      await expect(page.locator('.rich-text'), `${id} /${slug}`).not.toBeEmpty();
    }
  });

  test('S2-28 S2-29 the Romanian-only pages are 404 on the Austrian and German shops', async ({ page, shop }) => {
    test.skip(shop.name === 'ro', 'they exist on the Romanian shop (previous test)');
    for (const slug of ROMANIAN_ONLY) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(shop).NotFound['rewriting-failed']);
    }
  });

  test('S9-16 the returns page states the 14-day period', async ({ page, shop }) => {
    await page.goto(shop.name === 'ro' ? '/returul-produselor.html' : '/widerrufsrecht');
    await expect(page.getByRole('main')).toContainText(shop.name === 'ro' ? '14 zile' : '14 Tagen');
  });

  test('S2-20 /widerrufsformular redirects to a withdrawal form PDF that exists', async ({ shop }) => {
    const response = await rawGet('/widerrufsformular', `${shop.host}:${E2E_PORTS.storefront}`);
    expect(response.status).toBe(302);
    const pdf = await rawGet(String(response.headers.location), `${shop.host}:${E2E_PORTS.storefront}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  test('a rewriting URL whose content cannot be read gives content-fetch-failed with 404', async ({ page, shop }) => {
    const slug = `e2e-missing-content-${shop.name}.html`;
    withE2eDb((db) => {
      db.prepare('DELETE FROM rewriting_url WHERE url = ?').run(slug);
      db.prepare("INSERT INTO rewriting_url (url, view, view_id, view_locale, redirected) VALUES (?, 'content', 999999, ?, NULL)").run(slug, theliaLocaleOf(shop.name));
    }, { readonly: false });
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(shop).NotFound['content-fetch-failed']);
  });

  test('a legal page has a BreadcrumbList and no serious accessibility violation', async ({ page, shop }) => {
    await page.goto(shop.name === 'ro' ? '/termeni-si-conditii.html' : '/agb.html');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/(agb\.html|termeni-si-conditii\.html)$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('info routes', () => {
  test('S2-07 S9-22 S9-23 /about shows the about page with the catalogue size and the showroom area', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2.500');
    await expect(page.getByRole('main')).toContainText('350 m²');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  });

  test('S2-09 /blog lists the posts with dates; a post opens through its rewriting URL', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    const posts = page.getByRole('main').getByRole('listitem').getByRole('article');
    await expect(posts).toHaveCount(3);
    await expect(posts.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const first = posts.first().getByRole('heading', { level: 2 });
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').locator('time')).toBeVisible();
  });

  test('S2-179 /team shows the team members with their roles', async ({ page }) => {
    const response = await page.goto('/team');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
  });

  test('S2-178 /showrooms shows each showroom with address and opening hours, also as JSON-LD', async ({ page, shop }) => {
    const response = await page.goto('/showrooms');
    expect(response?.status()).toBe(200);
    const tables = page.getByRole('main').getByRole('table');
    await expect(tables).toHaveCount(2);
    await expect(tables.first().getByRole('row')).toHaveCount(8);
    await expect(tables.first()).toContainText(messagesOf(shop).Content.closed);
    // The showrooms' Stores (the footer's Store of the shop has opening hours too, with the shop's URL).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).filter(
      (text) => text.includes('openingHoursSpecification') && text.includes('/showrooms"'),
    );
    expect(jsonLd).toHaveLength(2);
    expect(jsonLd[0]).toContain('https://schema.org/Monday');
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-179 /brands lists brands A-Z with product counts, linking to the brand page', async ({ page }) => {
    const response = await page.goto('/brands');
    expect(response?.status()).toBe(200);
    const links = page.getByRole('main').locator('section li a');
    expect(await links.count()).toBeGreaterThan(5);
    const names = await page.getByRole('main').locator('section li a span:first-of-type').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base', numeric: true })));
    const name = names[0] ?? '';
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('S2-10 /advent-calendar opens the doors up to today (shop time zone), decided in the browser', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-05T10:00:00+01:00'));
    const response = await page.goto('/advent-calendar');
    expect(response?.status()).toBe(200);
    const doors = page.locator('[data-door]');
    await expect(doors).toHaveCount(24);
    await expect(page.locator('[data-door][data-open="true"]')).toHaveCount(5);
    await expect(page.locator('[data-door="6"]')).toHaveAttribute('data-open', 'false');
  });

  test('S2-10 in November every advent door is shut', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await page.goto('/advent-calendar');
    await expect(page.locator('ol[data-ready="true"]')).toBeVisible();
    await expect(page.locator('[data-door][data-open="true"]')).toHaveCount(0);
  });

  test('S2-179 /configurators and /feedback show their pages', async ({ page }) => {
    for (const route of ['/configurators', '/feedback']) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.rich-text h2').first()).toBeVisible();
    }
  });
});

function storedMessages(email: string): number {
  return withE2eDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM contact_message WHERE email = ?').get(email) as { n: number }).n);
}

async function fillValidContact(page: Page, email: string): Promise<void> {
  await page.locator('#contact-name').fill('Maria Muster');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-phone').fill('+43 660 1234567');
  await page.locator('#contact-subject').selectOption('order');
  await page.locator('#contact-message').fill('Wann wird meine Bestellung geliefert? <script>alert(1)</script> ünïcødé');
  await page.locator('#contact-privacy_consent').check();
}

test.describe('contact form', () => {
  test('S2-08 S2-179 an empty submit shows the field errors next to the fields', async ({ page, shop }) => {
    const m = messagesOf(shop).Contact;
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.invalid })).toBeVisible();
    const name = page.locator('#contact-name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-name-error')).toHaveText(m.errors.nameTooShort.replace('{min}', '2'));
    await expect(name).toHaveAttribute('aria-describedby', /contact-name-error/);
    await expect(page.locator('#contact-email-error')).toHaveText(m.errors.emailInvalid);
    await expect(page.locator('#contact-privacy_consent-error')).toHaveText(m.errors.privacyRequired);
    await expect(name).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-179 a valid submit shows the success message and the backend stores it', async ({ page, shop }) => {
    const email = `e2e-js-${shop.name}-${Date.now()}@example.at`;
    await page.goto('/contact');
    await fillValidContact(page, email);
    await page.getByRole('button', { name: messagesOf(shop).Contact.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: messagesOf(shop).Contact.sent })).toBeVisible();
    expect(storedMessages(email)).toBe(1);
  });

  test('a bad phone number is refused with its message and nothing is stored', async ({ page, shop }) => {
    const email = `e2e-phone-${shop.name}-${Date.now()}@example.at`;
    await page.goto('/contact');
    await fillValidContact(page, email);
    await page.locator('#contact-phone').fill('0660-abc');
    await page.getByRole('button', { name: messagesOf(shop).Contact.submit }).click();
    await expect(page.locator('#contact-phone-error')).toHaveText(messagesOf(shop).Contact.errors.phoneInvalid);
    await expect(page.locator('#contact-message')).toHaveValue(/Bestellung/);
    expect(storedMessages(email)).toBe(0);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S2-179 errors and success work without JavaScript', async ({ page, shop }) => {
    const m = messagesOf(shop).Contact;
    await page.goto('/contact');
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.locator('#contact-email-error')).toHaveText(m.errors.emailInvalid);
    const email = `e2e-nojs-${shop.name}-${Date.now()}@example.at`;
    await fillValidContact(page, email);
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByText(m.sent)).toBeVisible();
    expect(storedMessages(email)).toBe(1);
  });
});
