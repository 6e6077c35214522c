import type { CheerioAPI } from 'cheerio';
import { test, expect, forEachShop, DEFAULT_SHOP } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { aboveFreeShipping, cheapInStock, ownCheapInStock } from '../support/cart-products';
import { withE2eDb } from '../support/e2e-db';
import { cartHtml, httpCartView, httpCartWith } from '../support/http-cart';

/** The server renders /cart with the shopper's cart (the browser takes over from it): its summary, notes and lines. */

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;

/** A message with placeholders as a pattern: the fixed words around any value. */
const around = (template: string) => new RegExp(template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+'));
/** The text of elements as a reader sees it: whitespace runs collapsed, trimmed. */
const textIn = (elements: { text(): string }) => elements.text().replace(/\s+/g, ' ').trim();
const summaryOf = ($: CheerioAPI) => $('aside[aria-labelledby="cart-summary-title"]');
const lineOf = ($: CheerioAPI, title: string) => $('[data-testid="cart-line"]').filter((_, line) => $(line).find('h2 a').text().trim() === title);
/** Changes the e2e database (a test's own product or cart only; the test puts it back). */
const changeDb = (sql: string, ...params: unknown[]) => withE2eDb((db) => db.prepare(sql).run(...params), { readonly: false });

forEachShop((shop) => {
  test('S2-124 S2-125 the postage estimate for the delivery country: paid with the amount still missing below the threshold, free above it', async () => {
    const m = messagesOf(shop);
    const cart = await httpCartWith(shop, [[cheapInStock(shop.name), 1]]);
    const below = await cartHtml(cart);
    expect(below.status).toBe(200);
    const summary = summaryOf(below.$);
    expect(textIn(summary.find('#cart-summary-title'))).toBe(m.CartPage.summary);
    expect(textIn(summary.find('[data-testid="shipping-to"]'))).toMatch(around(m.CartPage.shippingTo));
    expect(textIn(summary.find('[data-testid="shipping-to"]'))).toMatch(around(m.CartPage.freeShippingMissing));
    expect(textIn(summary.find('[data-testid="cart-shipment"]'))).toMatch(/\d/);
    expect(textIn(summary)).toMatch(around(m.MiniCart.vatIncluded));
    expect(textIn(summary)).toContain(m.CartPage.priceGuarantee);
    expect(summary.find('a').filter((_, link) => below.$(link).text().trim() === m.CartPage.checkout).attr('href')).toBe('/checkout');

    const above = await cartHtml(await httpCartWith(shop, [[cheapInStock(shop.name), 1], [aboveFreeShipping(shop.name), 1]]));
    expect(textIn(summaryOf(above.$).find('[data-testid="cart-shipment"]'))).toBe(m.MiniCart.free);
    expect(textIn(summaryOf(above.$).find('[data-testid="shipping-to"]'))).not.toMatch(around(m.CartPage.freeShippingMissing));
  });

  test('S4-33 a line not deliverable to the delivery country is marked and left out of the total', async () => {
    const m = messagesOf(shop);
    const kept = cheapInStock(shop.name);
    const blocked = ownCheapInStock(shop.name, ownCheapInStock(shop.name).productId);
    const cart = await httpCartWith(shop, [[kept, 1], [blocked, 1]]);
    changeDb('INSERT OR IGNORE INTO product_undeliverable_country (product_id, country_id) VALUES (?, ?)', blocked.productId, COUNTRY[shop.name]);
    try {
      const { status, $ } = await cartHtml(cart);
      expect(status).toBe(200);
      expect(textIn(lineOf($, blocked.title).find('[data-testid="line-undeliverable"]'))).toMatch(around(m.CartPage.undeliverable));
      expect(lineOf($, kept.title).find('[data-testid="line-undeliverable"]')).toHaveLength(0);
      const keptPrice = textIn(lineOf($, kept.title).find('[data-testid="line-price"]'));
      expect(keptPrice).toMatch(/\d/);
      expect($('[data-testid="cart-goods"]')).toHaveLength(1);
      expect(textIn($('[data-testid="cart-goods"]'))).toBe(keptPrice);
    } finally {
      changeDb('DELETE FROM product_undeliverable_country WHERE product_id = ? AND country_id = ?', blocked.productId, COUNTRY[shop.name]);
    }
  });
});

test('S9-21 prices are guaranteed for the day an item was added: the note, and a line added on another day says its price was updated', async () => {
  const m = messagesOf(DEFAULT_SHOP);
  const item = cheapInStock(DEFAULT_SHOP.name);
  const cart = await httpCartWith(DEFAULT_SHOP, [[item, 1]]);
  const today = await cartHtml(cart);
  expect(textIn(today.$('main'))).toContain(m.CartPage.priceGuarantee);
  expect(lineOf(today.$, item.title)).toHaveLength(1);
  expect(textIn(lineOf(today.$, item.title))).not.toContain(m.CartPage.priceUpdated);
  const [line] = (await httpCartView(cart)).lines;
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  changeDb('UPDATE cart_item SET added_at = ?, price_end_of_life = ? WHERE id = ?', twoDaysAgo, twoDaysAgo, line?.id);
  const later = await cartHtml(cart);
  expect(textIn(lineOf(later.$, item.title))).toContain(m.CartPage.priceUpdated);
});
