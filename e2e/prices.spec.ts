import type { Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow, queryE2eDb as query } from './support/e2e-db';
import { referencePrice, type PricePeriod } from '../lib/pricing/reference-price';

/**
 * Prices that follow the law (ADR 0032): a reduction is announced against the lowest price of the 30 days before it
 * (struck through, badge from it), the RRP is a labelled comparison and no reduction, a regular price is not in the
 * sale colour, and heating products show their energy label arrow and product information sheet next to the price,
 * on the product page and on the cards of their listing.
 */

/** An amount as the shop prints it ('1.234,50 €', '1.234,50 lei') as a number. */
const amountOf = (text: string): number => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const TEXT_COLOUR = 'rgb(31, 45, 61)';

type Reduced = { url: string; pseId: number; net: number; promoNet: number; start: string };

/** A product on sale whose price was raised within the 30 days before the reduction: its older, lower price is the reference. */
function risingReduction(locale: string): Reduced {
  return firstE2eRow<Reduced>(
    `SELECT r.url, d.id AS pseId, pp.price AS net, pp.promo_price AS promoNet, pp.promo_start AS start FROM product p
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1 AND d.promo = 1
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
     JOIN rewriting_url r ON r.view = 'product' AND r.view_id = p.id AND r.view_locale = ? AND r.redirected IS NULL
     WHERE p.visible = 1 AND p.kind <> 'heat_pump' AND EXISTS (SELECT 1 FROM product_price_history h WHERE h.product_sale_elements_id = d.id
       AND h.valid_from < pp.promo_start AND h.valid_to > date(pp.promo_start, '-25 days') AND h.price < pp.price - 1 AND h.price > pp.promo_price + 1)
     ORDER BY p.id LIMIT 1`,
    locale,
  );
}

type Labelled = { url: string; id: number; energyClass: string; categoryUrl: string };

/** A boiler below its recommended retail price, not on sale, with its energy label and its category's URL. */
function labelledBoiler(locale: string): Labelled {
  return firstE2eRow<Labelled>(
    `SELECT r.url, p.id, e.class AS energyClass, cr.url AS categoryUrl FROM product p
     JOIN product_energy_label e ON e.product_id = p.id
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1 AND d.promo = 0
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1 AND pp.listen_price > pp.price
     JOIN product_category pc ON pc.product_id = p.id AND pc.default_category = 1
     JOIN rewriting_url r ON r.view = 'product' AND r.view_id = p.id AND r.view_locale = ? AND r.redirected IS NULL
     JOIN rewriting_url cr ON cr.view = 'category' AND cr.view_id = pc.category_id AND cr.view_locale = r.view_locale AND cr.redirected IS NULL
     WHERE p.visible = 1 AND p.kind = 'boiler' ORDER BY p.id LIMIT 1`,
    locale,
  );
}

/** Status and content type of a same-origin file, fetched by the page (Node cannot resolve the shops' hosts). */
const fetchHead = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return [response.status, response.headers.get('content-type')];
  }, url);

test.describe('prices and energy labels', () => {
  // Each shop's currency, RRP label and label sheet language; axe on each shop's product page and listing.
  test('S5-42 S5-44 S3-17 a reduction against its 30-day low, the RRP as a comparison, energy labels next to the price', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);

    // A reduction after a recent price rise: the struck-through price is the lower price before the rise.
    const reduced = risingReduction(locale);
    const history = query<PricePeriod>(
      'SELECT price, valid_from AS "from", valid_to AS "to" FROM product_price_history WHERE product_sale_elements_id = ? ORDER BY valid_from',
      reduced.pseId,
    );
    const low = referencePrice(history, reduced.start, reduced.promoNet) ?? 0;
    expect(low).toBeLessThan(reduced.net);
    expect((await page.goto(`/${reduced.url}`))?.status()).toBe(200);
    const box = page.getByTestId('price-box');
    await expect(box.getByTestId('old-price')).toContainText(m.Product.referencePrice);
    const sale = amountOf(await box.getByTestId('sale-price').innerText());
    const old = amountOf(await box.getByTestId('old-price').locator('s').innerText());
    expect(old / sale).toBeCloseTo(low / reduced.promoNet, 2);
    await expect(box.getByTestId('discount-badge')).toHaveText(m.Product.discount.replace('{percent}', String(Math.round(((old - sale) / old) * 100))));
    expect(await box.getByTestId('sale-price').evaluate((node) => getComputedStyle(node).color)).not.toBe(TEXT_COLOUR);
    await expectNoSeriousA11yViolations(page);

    // A boiler below its RRP: regular price in the text colour, the RRP labelled, no badge; the energy label next to the price.
    const boiler = labelledBoiler(locale);
    expect((await page.goto(`/${boiler.url}`))?.status()).toBe(200);
    await expect(box.getByTestId('rrp')).toContainText(shop.name === 'ro' ? 'PRP' : 'UVP');
    await expect(box.getByTestId('discount-badge')).toHaveCount(0);
    await expect(box.getByTestId('old-price')).toHaveCount(0);
    expect(await box.getByTestId('sale-price').evaluate((node) => getComputedStyle(node).color)).toBe(TEXT_COLOUR);
    const arrow = box.getByRole('link', { name: new RegExp(`^${m.EnergyLabel.arrow.split('{class}')[0]}${boiler.energyClass.replace(/\+/g, '\\+')} `) });
    await expect(arrow).toBeVisible();
    const sheet = box.getByRole('link', { name: m.EnergyLabel.sheet });
    await expect(sheet).toHaveAttribute('href', new RegExp(`-${shop.name === 'ro' ? 'ro' : 'de'}\\.pdf$`));
    expect(await fetchHead(page, (await arrow.getAttribute('href')) ?? '')).toEqual([200, 'image/svg+xml']);
    expect(await fetchHead(page, (await sheet.getAttribute('href')) ?? '')).toEqual([200, 'application/pdf']);
    await expectNoSeriousA11yViolations(page);

    // The cards of the boiler listing carry the arrow too.
    expect((await page.goto(`/${boiler.categoryUrl}`))?.status()).toBe(200);
    const card = page.getByRole('main').locator('article[data-product-id]').first();
    await expect(card.getByTestId('energy-label').getByRole('link', { name: new RegExp(`^${m.EnergyLabel.arrow.split('{class}')[0]}`) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the energy arrow also stands beside the price in the live search and on the compare list', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const boiler = labelledBoiler(locale);
    const { title } = firstE2eRow<{ title: string }>('SELECT title FROM product_i18n WHERE id = ? AND locale = ?', boiler.id, locale);
    const energyClass = boiler.energyClass.replace(/\+/g, '\\+');
    expect((await page.goto(`/${boiler.url}`))?.status()).toBe(200);
    await page.getByRole('button', { name: m.Product.compareAdd, exact: true }).click();
    await expect(page.getByTestId('compare-count')).toHaveText('1');

    // The live search: the arrow with its class in words (no link inside the option, which is itself a link).
    await page.getByRole('combobox', { name: m.Search.label }).fill(title);
    const option = page.getByRole('listbox', { name: m.Search.suggestions }).getByRole('option').filter({ hasText: title }).first();
    await expect(option.getByTestId('energy-label')).toHaveAttribute('data-energy-class', boiler.energyClass);
    await expect(option).toContainText(new RegExp(`${m.EnergyLabel.classOnly.split('{class}')[0]}${energyClass} `));
    await expect(option.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The compare list: the price cell links the arrow to the label, as the card does.
    await page.goto('/compare');
    const priceRow = page.getByRole('table').locator('tbody tr').first();
    await expect(priceRow.getByRole('rowheader')).toContainText(m.Lists.price);
    await expect(priceRow.getByRole('link', { name: new RegExp(`^${m.EnergyLabel.arrow.split('{class}')[0]}${energyClass} `) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
