import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { demoCustomer, logIn } from './support/accounts';
import { disclosureToggle, isDisclosureOpen } from './support/disclosure';

/** Thelia's country id of Germany. */
const GERMANY = 5;

test('S2-01 S2-91 S2-92 S3-10 S1-27 S9-10 S9-11 S9-12 S1-29 S1-30 S2-98 S2-99 S2-141 S2-142 S2-143 S2-144 S2-145 S2-151 S2-152 S2-146 S2-147 S2-148 S2-149 the home page of each shop: its language, products with its VAT and currency, its delivery country, its footer', EVERY_SHOP, async ({ page, shop }) => {
  const m = messagesOf(shop);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await test.step('language, header, footer, banners and products', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: m.Menu.mainNavLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: m.Home.featuredProducts }).or(page.getByRole('list', { name: m.Home.featuredProducts }))).toBeVisible();
    const products = page.getByRole('list', { name: m.Home.featuredProducts }).getByRole('listitem');
    expect(await products.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('main').locator('picture img').first()).toBeVisible();
  });

  await test.step('prices show the VAT of the backend tax rule and the shop currency', async () => {
    const card = page.getByRole('list', { name: m.Home.featuredProducts }).getByRole('listitem').first();
    const vat = { at: 'inkl. 20 % MwSt.', de: 'inkl. 19 % MwSt.', ro: 'TVA inclus 21%' }[shop.name];
    await expect(card.getByText(vat)).toBeVisible();
    await expect(card).toContainText(shop.name === 'ro' ? 'lei' : '€');
  });

  await test.step('the country bar has the delivery-country dropdown with the shop country', async () => {
    const select = page.getByRole('combobox', { name: m.Header.deliveryCountry });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue({ at: '13', de: '5', ro: '146' }[shop.name]);
    expect(await select.locator('option').count()).toBeGreaterThan(1);
  });

  const footer = page.getByRole('contentinfo');
  const f = m.Footer;
  await test.step('footer: contact, opening times, social links, link lists, copyright, pickup note', async () => {
    await expect(footer.locator('address a[href^="tel:"]')).toBeVisible();
    await expect(footer.getByRole('heading', { name: f.openingTimesHeading })).toBeVisible();
    for (const network of ['facebook', 'instagram', 'youtube'] as const) {
      await expect(footer.getByRole('link', { name: f.socialLabel.replace('{network}', f.social[network]) })).toBeVisible();
    }
    const tiktok = footer.getByRole('link', { name: f.socialLabel.replace('{network}', f.social.tiktok) });
    // The reference backend configures TikTok for the Austrian and Romanian shops only.
    await expect(tiktok).toHaveCount(shop.name === 'de' ? 0 : 1);
    await expect(footer.getByRole('navigation', { name: f.shoppingHeading }).getByRole('link').first()).toBeVisible();
    await expect(footer.getByRole('navigation', { name: f.supportHeading }).getByRole('link').first()).toBeVisible();
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
    await expect(footer.getByText(f.noPickup)).toHaveCount(shop.name === 'ro' ? 0 : 1);
    // S2-152: the spec's note beside the copyright, said calmly: the row's normal weight, no capitals.
    if (shop.name !== 'ro') {
      const note = footer.getByTestId('no-pickup');
      await expect(note).toHaveCSS('font-weight', '400');
      await expect(note).toHaveCSS('text-transform', 'none');
      await expect(note).toHaveCSS('font-size', await footer.getByText(new RegExp(`© ${new Date().getFullYear()}`)).evaluate((node) => getComputedStyle(node).fontSize));
    }
  });

  await test.step('footer: dispute links only where enabled, ANPC buttons on the Romanian shop, payment and delivery logos', async () => {
    // The reference backend enables no EU dispute links (the platform closed in July 2025); Romania keeps ANPC's buttons.
    await expect(footer.getByText(f.disputeText)).toHaveCount(0);
    await expect(footer.locator('a[href="https://anpc.ro/ce-este-sal/"]')).toHaveCount(shop.name === 'ro' ? 1 : 0);
    const payLink = footer.getByRole('link', { name: new RegExp(m.PaymentMethod.paypal) }).first();
    await expect(payLink).toHaveAttribute('href', shop.name === 'ro' ? '/metode-de-plata.html' : '/bezahlen');
    await expect(footer.getByRole('heading', { name: f.deliveryHeading })).toBeVisible();
  });
  await expectNoSeriousA11yViolations(page);
});

/** Mechanisms of the header and the page frame, the same in every shop: checked in the default shop. */
test.describe('header and page frame', () => {
  test('S2-104 S2-105 S2-119 S2-118 S2-120 S2-121 S2-93 S2-95 S2-96 S4-69 S3-49 S3-50 S2-98 S2-99 S2-100 S2-111 S2-69 S2-70 mega menu, scroll to top, remembered sales bar and country, account dropdown, navigation', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/');

    await test.step('the full menu opens the mega menu, locks scroll and closes on an outside click', async () => {
      const toggle = disclosureToggle(page.getByRole('banner'), m.Menu.allCategories);
      await toggle.click();
      expect(await isDisclosureOpen(toggle)).toBe(true);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      const panel = toggle.locator('xpath=following-sibling::*[1]');
      await expect(panel).toBeVisible();
      // Every third-level list shows at most 5 entries (plus a 'show all' link).
      const lists = panel.locator('ul ul ul');
      for (let index = 0; index < (await lists.count()); index += 1) {
        const entries = lists.nth(index).locator(':scope > li').filter({ hasNotText: m.Menu.showAll });
        expect(await entries.count()).toBeLessThanOrEqual(5);
      }
      await page.mouse.click(5, 5);
      await expect.poll(() => isDisclosureOpen(toggle)).toBe(false);
      // The lock follows the element's toggle event, which the browser sends a task after the element closed.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    await test.step('the scroll-to-top button appears after scrolling and scrolls to the top', async () => {
      await page.mouse.wheel(0, 2500);
      const button = page.getByRole('button', { name: m.Common.scrollToTop });
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('the sales bar shows its message and link, a dismissal and another delivery country are remembered', async () => {
      const bar = page.getByRole('region', { name: m.Header.salesBarLabel });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveAttribute('href', /.+/);
      await bar.getByRole('button', { name: m.Header.salesBarDismiss }).click();
      await expect(bar).toBeHidden();
      const select = page.getByRole('combobox', { name: m.Header.deliveryCountry });
      await expect(select).toHaveValue('13');
      const other = await select.locator('option').nth(1).getAttribute('value');
      if (!other) throw new Error('the shop offers only one delivery country');
      await select.selectOption(other);
      await page.reload();
      await expect(page.getByRole('region', { name: m.Header.salesBarLabel })).toBeHidden();
      await expect(page.getByRole('combobox', { name: m.Header.deliveryCountry })).toHaveValue(other);
    });

    await test.step('logged out, the account dropdown offers Login/Register', async () => {
      await disclosureToggle(page.getByRole('banner'), new RegExp(m.Account.menuLabel)).click();
      await expect(page.getByRole('link', { name: m.Account.loginRegister })).toHaveAttribute('href', '/login-register?returnTo=%2Faccount');
    });

    await test.step('a navigation shows Please wait... while loading and lands at the top of the page', async () => {
      await page.route('**/*', async (route) => {
        if (route.request().headers()['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const link = page.getByRole('contentinfo').getByRole('navigation').first().getByRole('link').first();
      await link.click();
      await expect(page.getByRole('status').filter({ hasText: m.Common.pleaseWait })).toBeVisible();
      await page.waitForURL((url) => url.pathname !== '/');
      await expect(page.getByRole('status').filter({ hasText: m.Common.pleaseWait })).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('S2-107 S2-108 S2-109 the support box expands, shows an error icon when loading fails and retries on click', async ({ page, shop }) => {
    const common = messagesOf(shop).Common;
    let fail = true;
    await page.route('**/api/store-info', (route) => (fail ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
    await page.goto('/');
    const errorIcon = page.getByRole('button', { name: common.errorLoadingData });
    await expect(errorIcon).toBeVisible();
    await expect(errorIcon).toHaveAttribute('title', common.errorLoadingData);
    fail = false;
    await errorIcon.click();
    await expect(errorIcon).toBeHidden();
    const support = disclosureToggle(page.getByRole('banner'), new RegExp(messagesOf(shop).Header.supportBoxLabel));
    await support.click();
    expect(await isDisclosureOpen(support)).toBe(true);
  });

  test('S2-116 S2-117 on /checkout the country dropdown is disabled, and a static 0% VAT display when VAT is excluded', async ({ page, shop }) => {
    const m = messagesOf(shop).Header;
    // The checkout needs a cart with lines (an empty cart is sent back to /cart).
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/checkout');
    await expect(page.getByRole('combobox', { name: m.deliveryCountry })).toBeDisabled();
    // VAT is excluded for an intra-Community supply (never by a value the browser stores): the German business customer,
    // delivering to Germany (the header's country), in the Austrian shop.
    await logIn(page, demoCustomer('business-de').email);
    await page.evaluate((countryId) => localStorage.setItem('country_id', String(countryId)), GERMANY);
    await page.reload();
    await expect(page.getByRole('combobox', { name: m.deliveryCountry })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(m.zeroVat)).toBeVisible();
  });

  // The label and the placeholder are the shop's texts: each shop's must fit.
  test('S2-111 S2-102 the account button shows its whole label and the search field its whole placeholder at desktop widths', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).Account;
    await test.step('the account button shows its whole label at desktop widths, next to the search field', async () => {
      await page.goto('/');
      for (const width of [1024, 1200, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const label = page.getByRole('banner').locator('summary').getByText(m.loginRegister, { exact: true });
        await expect(label).toBeVisible();
        // Cut with an ellipsis, the label would be narrower than its text.
        const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().width + 1 < element.scrollWidth);
        expect(cut, `account label cut at ${width} px`).toBe(false);
        const button = label.locator('xpath=ancestor::summary');
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `account button overflows at ${width} px`).toBe(true);
        const headerWidth = await page.getByRole('banner').evaluate((element) => element.scrollWidth);
        expect(headerWidth).toBeLessThanOrEqual(width);
      }
    });

    await test.step('the header search field shows its whole placeholder at every desktop width', async () => {
      const input = page.locator('#site-search input').first();
      for (const width of [992, 1100, 1200, 1240, 1280, 1320, 1360, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        // The placeholder's text width in the field's font against the room inside its padding.
        const spare = await input.evaluate((element) => {
          const field = element as HTMLInputElement;
          const style = getComputedStyle(field);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return Number.NaN;
          context.font = style.font;
          const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return room - context.measureText(field.placeholder).width;
        });
        expect(spare, `placeholder cut at ${width} px`).toBeGreaterThanOrEqual(0);
      }
    });
  });
});
