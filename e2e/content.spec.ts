import type { Page } from '@playwright/test';
import { test, expect, EVERY_SHOP, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { withE2eDb } from './support/e2e-db';
import { theliaLocaleOf } from './support/catalog-urls';

test.describe('legal and info pages in the browser', () => {
  // The pages' texts are the shop's own (legal texts, opening hours): each shop's pages pass axe. Their statuses,
  // headings, texts and structured data are checked in the server HTML (e2e/http/content.spec.ts).
  test('a legal page and the showrooms page have no serious accessibility violation', EVERY_SHOP, async ({ page, shop }) => {
    await test.step('a legal page', async () => {
      await page.goto(shop.name === 'ro' ? '/termeni-si-conditii.html' : '/agb.html');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    await test.step('S2-178 /showrooms', async () => {
      await page.goto('/showrooms');
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('the accessibility statement opens from the footer and has no serious accessibility violation', EVERY_SHOP, async ({ page, shop }) => {
    const ro = shop.name === 'ro';
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ro ? 'Declarație de accesibilitate' : 'Barrierefreiheit', exact: true })
      .click();
    await expect(page).toHaveURL(ro ? /\/declaratie-de-accesibilitate\.html$/ : /\/barrierefreiheit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ro ? 'Declarație de accesibilitate' : 'Erklärung zur Barrierefreiheit');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a rewriting URL whose content cannot be read gives content-fetch-failed with 404', async ({ page, shop }) => {
    const slug = `e2e-missing-content-journey-${shop.name}.html`;
    withE2eDb((db) => {
      db.prepare('DELETE FROM rewriting_url WHERE url = ?').run(slug);
      db.prepare("INSERT INTO rewriting_url (url, view, view_id, view_locale, redirected) VALUES (?, 'content', 999999, ?, NULL)").run(slug, theliaLocaleOf(shop.name));
    }, { readonly: false });
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(404);
    // Drawn by the browser from the page's payload: the server HTML is Next's error shell (e2e/http/content.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(shop).NotFound['content-fetch-failed']);
  });
});

test.describe('info routes', () => {
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

  test('S2-10 /advent-calendar opens the doors up to today (shop time zone), decided in the browser; in November every door is shut', async ({ page }) => {
    await test.step('on 5 December doors 1 to 5 are open', async () => {
      await page.clock.setFixedTime(new Date('2026-12-05T10:00:00+01:00'));
      const response = await page.goto('/advent-calendar');
      expect(response?.status()).toBe(200);
      const doors = page.locator('[data-door]');
      await expect(doors).toHaveCount(24);
      await expect(page.locator('[data-door][data-open="true"]')).toHaveCount(5);
      await expect(page.locator('[data-door="6"]')).toHaveAttribute('data-open', 'false');
    });
    await test.step('in November every door is shut', async () => {
      await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
      await page.reload();
      await expect(page.locator('ol[data-ready="true"]')).toBeVisible();
      await expect(page.locator('[data-door][data-open="true"]')).toHaveCount(0);
    });
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
  // One visit of the form: the empty submit, then a bad phone number, then the valid submit.
  test('S2-08 S2-179 empty submit shows the field errors next to the fields; a bad phone number is refused and nothing stored; a valid submit shows the success message and the backend stores it', async ({ page, shop }) => {
    const m = messagesOf(shop).Contact;
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await test.step('S2-08 an empty submit shows the field errors next to the fields', async () => {
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
    const email = `e2e-js-${shop.name}-${Date.now()}@example.at`;
    await test.step('a bad phone number is refused with its message and nothing is stored', async () => {
      await fillValidContact(page, email);
      await page.locator('#contact-phone').fill('0660-abc');
      await page.getByRole('button', { name: m.submit }).click();
      await expect(page.locator('#contact-phone-error')).toHaveText(m.errors.phoneInvalid);
      await expect(page.locator('#contact-message')).toHaveValue(/Bestellung/);
      expect(storedMessages(email)).toBe(0);
    });
    await test.step('S2-179 a valid submit shows the success message and the backend stores it', async () => {
      // The refused submit keeps the texts but not the subject and the consent: the form is filled again.
      await fillValidContact(page, email);
      await page.getByRole('button', { name: m.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: m.sent })).toBeVisible();
      expect(storedMessages(email)).toBe(1);
    });
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
