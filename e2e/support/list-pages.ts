import { expect, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { Messages } from '../../lib/i18n/messages';
import { currentUrl, theliaLocaleOf } from './catalog-urls';
import { firstE2eRow } from './e2e-db';
import { messagesOf } from './fixtures';
import type { ShopProject } from './ports';

/**
 * Helpers of the wish-list and compare journeys (e2e/wishlist.spec.ts, e2e/compare.spec.ts): real listing and
 * product URLs of the seeded catalogue, the cards on a listing, and the lists as the browser stores them.
 */
type ShopName = ShopProject['name'];
const COUNTRY = { at: 13, de: 5, ro: 146 } as const;

/** A category whose listing shows at least 6 visible products. */
export function busyCategoryUrl(shop: ShopName): string {
  return currentUrl(
    theliaLocaleOf(shop),
    'category',
    `AND (SELECT COUNT(*) FROM product_category pc JOIN product p ON p.id = pc.product_id AND p.visible = 1 WHERE pc.category_id = r.view_id) >= 6`,
  ).url;
}

/** A visible, deliverable product in stock with a price that is none of `except`, with its URL and title in the shop's locale. */
export function productPage(shop: ShopName, except: readonly number[]): { id: number; url: string; title: string } {
  return firstE2eRow<{ id: number; url: string; title: string }>(
    `SELECT p.id, r.url, t.title FROM rewriting_url r JOIN product p ON p.id = r.view_id AND p.visible = 1
     JOIN product_i18n t ON t.id = p.id AND t.locale = r.view_locale
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5
     WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL AND p.id NOT IN (${except.map(Number).join(',') || '0'})
       AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ?)
       AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))
     ORDER BY p.id DESC LIMIT 1`,
    theliaLocaleOf(shop),
    COUNTRY[shop],
  );
}

export type ListedCard = { id: number; title: string };

/** The first `count` product cards of the listing on the page: id and title. */
export async function listedCards(page: Page, count: number): Promise<ListedCard[]> {
  const cards = page.locator('article[data-product-id]');
  await expect(cards.nth(count - 1)).toBeVisible();
  const found: ListedCard[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    found.push({ id: Number(await card.getAttribute('data-product-id')), title: ((await card.getByRole('heading').textContent()) ?? '').trim() });
  }
  return found;
}

/** The card of a product (listing, carousel or wish list). */
export const cardOf = (page: Page, id: number): Locator => page.locator(`article[data-product-id="${id}"]`);

/** A text of the `Lists` messages with its arguments (plurals included), as the shopper of that shop reads it. */
export function listText(shop: ShopProject, key: keyof Messages['Lists'], values: Record<string, string | number> = {}): string {
  return createTranslator({ locale: shop.locale, messages: messagesOf(shop), namespace: 'Lists' })(key, values);
}

/** The ids of a list as the browser keeps them (`wishlist_{shop}` / `compare_{shop}` in local storage). */
export async function storedIds(page: Page, key: string): Promise<number[] | null> {
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return raw === null ? null : (JSON.parse(raw) as number[]);
}

/** Puts ids on a list before the page reads it (the next navigation's scripts see them). */
export async function storeIds(page: Page, key: string, ids: readonly number[]): Promise<void> {
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [key, JSON.stringify(ids)] as const);
}
