import type { BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import { TAG_MANAGER_CONTAINERS } from '../backend/db/seed/config-system';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { E2E_PORTS, type ShopProject } from './support/ports';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';
import { fillAddressStep, saveAddressStep } from './support/checkout-address';
import { checkoutStateSchema } from '../lib/checkout/checkout-state';
import { acceptTermsAndOrder, callFromPage, ORDER_PLACED_URL, paymentIdOf, refOf, storedOrder } from './support/checkout-flow';
import { eventsNamed, loggedEvents, recordDataLayer, type LoggedEvent } from './support/data-layer-log';
import { bigLeafCategory } from './support/listing-data';
import { theliaLocaleOf } from './support/catalog-urls';

/**
 * GA4 e-commerce events in the data layer along the whole path (ADR 0059): the events a purchase journey pushes, with
 * items, values and the shop's currency; purchase exactly once per order. The purchase journey starts as a first visit
 * and accepts in the banner after the first event was queued: the container stand-in of the reference backend then
 * receives every event of the path exactly once.
 */
const CURRENCY = { at: 'EUR', de: 'EUR', ro: 'RON' } as const;

/** A GA4 amount: a number with two decimals at most (never a string). */
function expectAmount(value: unknown): void {
  expect(typeof value).toBe('number');
  expect(Math.round(Number(value) * 100) / 100).toBe(value);
}

function expectPayload(event: LoggedEvent, currency: string): void {
  expect(event.ecommerce.currency).toBe(currency);
  expectAmount(event.ecommerce.value);
  for (const item of event.ecommerce.items) {
    expect(typeof item.item_id).toBe('string');
    expect(typeof item.item_name).toBe('string');
    expectAmount(item.price);
    expect(Number.isInteger(item.quantity)).toBe(true);
  }
  const sum = event.ecommerce.items.reduce((total, item) => total + Number(item.price) * Number(item.quantity), 0);
  if (event.event !== 'purchase') expect(event.ecommerce.value).toBeCloseTo(sum, 2);
}

/** The one event of a name logged so far (waits for it). */
async function onlyEvent(page: Page, name: string): Promise<LoggedEvent> {
  await expect.poll(async () => (await eventsNamed(page, name)).length, { message: `${name} pushed once` }).toBe(1);
  const [event] = await eventsNamed(page, name);
  if (!event) throw new Error(name);
  return event;
}

const receivedSchema = z.array(z.object({ client: z.string(), entry: z.record(z.string(), z.unknown()) }));

/** The GA4 event names the shop's container stand-in received from this browser (its `_ga` client id), in order. */
async function containerEvents(context: BrowserContext, shop: ShopProject): Promise<string[]> {
  const client = (await context.cookies()).find((cookie) => cookie.name === '_ga')?.value;
  if (client === undefined) return [];
  const query = new URLSearchParams({ id: TAG_MANAGER_CONTAINERS[shop.name], client });
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/__tag-manager/received?${query}`);
  return receivedSchema
    .parse(await response.json())
    .flatMap(({ entry }) => (typeof entry.event === 'string' && !entry.event.startsWith('gtm.') ? [entry.event] : []));
}

test.describe('analytics events, consent given in the banner', () => {
  test.use({ consent: 'none' });

  test('S7-52 a purchase journey pushes every GA4 event with items, numbers and the shop currency, the container receives each exactly once; purchase once over reload, back navigation and a second tab', EVERY_SHOP, async ({ page, shop, context }) => {
    test.slow();
    const m = messagesOf(shop);
    const currency = CURRENCY[shop.name];
    const product = cheapInStock(shop.name);
    const other = cheapInStock(shop.name, product.productId);
    const id = String(product.productId);
    await recordDataLayer(page);
    /** The event pushed once, and received by the container (before the journey leaves the page). */
    const onlyEventReceived = async (name: string): Promise<LoggedEvent> => {
      const event = await onlyEvent(page, name);
      await expect.poll(async () => (await containerEvents(context, shop)).filter((received) => received === name).length, { message: `${name} received` }).toBe(1);
      return event;
    };

    await test.step('search results: view_item_list, queued until the shopper accepts; opening a card: select_item, then view_item of that product', async () => {
      await page.goto(`/search/${encodeURIComponent(product.title)}`);
      const card = page.getByRole('main').locator(`article[data-product-id="${id}"]`).first();
      await expect(card).toBeVisible();
      await onlyEvent(page, 'view_item_list');
      expect(await containerEvents(context, shop)).toEqual([]);
      // The banner is in the page from the first paint; its buttons answer once its island has wired and focused it.
      const banner = page.getByRole('dialog', { name: m.Consent.title });
      await expect(banner).toBeFocused();
      await banner.getByRole('button', { name: m.Consent.accept, exact: true }).click();
      const list = await onlyEventReceived('view_item_list');
      expectPayload(list, currency);
      expect(list.ecommerce.item_list_id).toBe('search_results');
      const listed = list.ecommerce.items.find((item) => item.item_id === id);
      expect(listed).toMatchObject({ item_list_id: 'search_results', index: expect.any(Number) });
      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      expect((await onlyEventReceived('select_item')).ecommerce.items).toEqual([listed]);
      const viewed = await onlyEventReceived('view_item');
      expectPayload(viewed, currency);
      expect(viewed.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, item_name: product.title, price: listed?.price, quantity: 1 })]);
    });

    await test.step('wish list and add to cart on the product page', async () => {
      await page.getByRole('button', { name: m.Product.wishlistAdd, exact: true }).click();
      expect((await onlyEventReceived('add_to_wishlist')).ecommerce.items).toEqual([expect.objectContaining({ item_id: id })]);
      await page.getByRole('button', { name: m.Product.addToCart }).click();
      const added = await onlyEventReceived('add_to_cart');
      expectPayload(added, currency);
      const line = (await cartOf(page)).lines.find((candidate) => candidate.productId === product.productId);
      expect(added.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, price: line?.unitPrice, quantity: 1 })]);
    });

    await test.step('the cart: view_cart; a line removed: remove_from_cart; a quantity raised: add_to_cart', async () => {
      await addByApi(page, other, 2);
      await page.goto('/cart');
      const viewed = await onlyEventReceived('view_cart');
      expectPayload(viewed, currency);
      expect(viewed.ecommerce.items.map((item) => item.item_id).sort()).toEqual([id, String(other.productId)].sort());
      await page.getByRole('button', { name: m.CartPage.remove.replace('{title}', other.title) }).click();
      const removed = await onlyEventReceived('remove_from_cart');
      expectPayload(removed, currency);
      expect(removed.ecommerce.items).toEqual([expect.objectContaining({ item_id: String(other.productId), quantity: 2 })]);
      await page.getByRole('button', { name: m.CartPage.increase.replace('{title}', product.title) }).click();
      await expect.poll(async () => (await eventsNamed(page, 'add_to_cart')).length).toBe(2);
      expect((await eventsNamed(page, 'add_to_cart'))[1]?.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, quantity: 1 })]);
      await expect.poll(async () => (await containerEvents(context, shop)).filter((name) => name === 'add_to_cart').length).toBe(2);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });

    await test.step('checkout: begin_checkout, then add_shipping_info and add_payment_info of the saved shipping step', async () => {
      await page.goto('/checkout');
      const begun = await onlyEventReceived('begin_checkout');
      expectPayload(begun, currency);
      expect(begun.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, quantity: 2 })]);
      await fillAddressStep(page, shop.name, m.Checkout);
      await saveAddressStep(page, m.Checkout);
      const view = checkoutStateSchema.parse((await callFromPage(page, '/api/checkout')).body);
      const delivery = view.deliveryMethods?.options.find((option) => option.id === view.deliveryMethods?.selectedId);
      // Prepayment: the order completes without a provider, in every shop.
      await page.getByRole('group', { name: m.Checkout.paymentMethodHeading }).locator(`input[value="${paymentIdOf(view, 'Vorkasse')}"]`).check();
      await page.getByRole('button', { name: m.Checkout.toReview }).click();
      await expect(page.getByRole('heading', { level: 2, name: m.Checkout.reviewHeading })).toBeFocused();
      const shipping = await onlyEventReceived('add_shipping_info');
      expectPayload(shipping, currency);
      expect(shipping.ecommerce.shipping_tier).toBe(delivery?.code);
      const payment = await onlyEventReceived('add_payment_info');
      expectPayload(payment, currency);
      expect(payment.ecommerce.payment_type).toBe('Vorkasse');
    });

    const ref = await test.step('the order: purchase with the order number, value, tax, shipping and items', async () => {
      await acceptTermsAndOrder(page, m.Checkout);
      await expect(page).toHaveURL(ORDER_PLACED_URL);
      const placed = refOf(page, ORDER_PLACED_URL);
      const order = storedOrder(placed);
      const purchase = await onlyEventReceived('purchase');
      expectPayload(purchase, currency);
      expect(purchase.ecommerce).toMatchObject({ transaction_id: order.number, currency });
      expectAmount(purchase.ecommerce.tax);
      expectAmount(purchase.ecommerce.shipping);
      expect(Number(purchase.ecommerce.tax)).toBeGreaterThan(0);
      // Prepayment has no fee: goods, less nothing, plus postage is what the order costs.
      expect(Number(purchase.ecommerce.value) + Number(purchase.ecommerce.shipping)).toBeCloseTo(order.total_taxed, 2);
      expect(purchase.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, item_name: product.title, quantity: 2 })]);
      await expectNoSeriousA11yViolations(page);
      return placed;
    });

    await test.step('a reload, back and forward, and the same page in a second tab push no second purchase', async () => {
      await page.reload();
      await expect(page.getByTestId('order-placed')).toBeVisible();
      // On to the home page and back to the thank-you page.
      await page.getByRole('link', { name: m.Orders.placed.continueShopping }).click();
      await expect(page).not.toHaveURL(ORDER_PLACED_URL);
      await page.goBack();
      await expect(page).toHaveURL(ORDER_PLACED_URL);
      await expect(page.getByTestId('order-placed')).toBeVisible();
      const tab = await context.newPage();
      await recordDataLayer(tab);
      await tab.goto(page.url());
      await expect(tab.getByTestId('order-placed')).toBeVisible();
      // The page has hydrated (its cancel button works only then) before the log is read.
      await expect(tab.getByRole('button', { name: m.Orders.placed.cancel })).toBeEnabled();
      expect(await eventsNamed(tab, 'purchase')).toEqual([]);
      await tab.close();
      await expect(page.getByRole('button', { name: m.Orders.placed.cancel })).toBeEnabled();
      expect((await eventsNamed(page, 'purchase')).map((event) => event.ecommerce.transaction_id)).toEqual([storedOrder(ref).number]);
      // Every event of the path was pushed, and every one after its reset (loggedEvents checks that).
      const names = new Set((await loggedEvents(page)).map((event) => event.event));
      expect([...names].sort()).toEqual(
        ['add_payment_info', 'add_shipping_info', 'add_to_cart', 'add_to_wishlist', 'begin_checkout', 'purchase', 'remove_from_cart', 'select_item', 'view_cart', 'view_item', 'view_item_list'].sort(),
      );
      // The container received the whole path once: every event pushed, none twice, none of its own.
      const pushed = (await loggedEvents(page)).map((event) => event.event);
      await expect.poll(async () => (await containerEvents(context, shop)).sort()).toEqual([...pushed].sort());
    });
  });
});

test.describe('analytics events', () => {

  test('a category listing pushes view_item_list named by its category, again for each chunk scrolled in; a card opened is its select_item and the view_item of that product', async ({ page, shop }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    await recordDataLayer(page);
    await page.goto(`/${category.url}`);
    const list = await onlyEvent(page, 'view_item_list');
    expectPayload(list, CURRENCY[shop.name]);
    expect(list.ecommerce.item_list_id).toBe(`category-${category.id}`);
    expect(list.ecommerce.items.map((item) => item.index)).toEqual(list.ecommerce.items.map((_, index) => index));
    const cards = page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');
    await expect(cards).toHaveCount(list.ecommerce.items.length);
    // The next chunk appended by infinite scroll is a list view of its own, its positions going on from the first.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await eventsNamed(page, 'view_item_list')).length).toBeGreaterThanOrEqual(2);
    // (The end of a short chunk may come near again at once, so a further chunk can follow.)
    const chunks = await eventsNamed(page, 'view_item_list');
    const size = list.ecommerce.items.length;
    chunks.forEach((chunk, number) => {
      expectPayload(chunk, CURRENCY[shop.name]);
      expect(chunk.ecommerce.item_list_id).toBe(`category-${category.id}`);
      expect(chunk.ecommerce.items.map((item) => item.index)).toEqual(chunk.ecommerce.items.map((_, index) => number * size + index));
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    const third = cards.nth(2);
    const thirdId = await third.getAttribute('data-product-id');
    await third.getByRole('link').first().click();
    await expect(page).not.toHaveURL(new RegExp(`/${category.url}$`));
    const selected = await onlyEvent(page, 'select_item');
    expect(selected.ecommerce).toMatchObject({ item_list_id: `category-${category.id}`, items: [list.ecommerce.items[2]] });
    expect(list.ecommerce.items[2]?.item_id).toBe(thirdId);
    expect((await onlyEvent(page, 'view_item')).ecommerce.items).toEqual([expect.objectContaining({ item_id: thirdId })]);
  });
});
