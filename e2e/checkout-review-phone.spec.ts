import type { Locator, Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { reviewWith } from './support/checkout-flow';

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Box = { top: number; bottom: number; left: number; right: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** Fixed or sticky things (a bar, a floating button, the header) lying on any of the boxes, by their class or id. */
function coveringThings(page: Page, boxes: Box[]): Promise<string[]> {
  return page.evaluate((targets) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[hidden]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      // An empty, transparent container (the toast region while no toast shows) paints nothing over them.
      if (element.innerText.trim() === '' && style.backgroundColor === 'rgba(0, 0, 0, 0)' && element.querySelector('img, svg') === null) continue;
      const hits = targets.some((box) => rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top);
      if (hits) found.push(`${element.tagName.toLowerCase()}.${element.className || element.id}`);
    }
    return found;
  }, boxes);
}

/**
 * §312j(3) BGB, §8 FAGG (and the Romanian OUG 34/2014): right above the order button the shopper sees what the order
 * costs. On a phone the button comes at the end of the summary: scrolled to it, the items, the shipping costs and the
 * total stand above it and are all on the screen with it, and no bar or floating button lies on any of them.
 */
test('S2-54 on a phone the items, the shipping and the total stand above the order button, all in view with it, nothing over them', EVERY_SHOP, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const first = cheapInStock(shop.name);
  await addByApi(page, first, 1);
  await addByApi(page, cheapInStock(shop.name, first.productId), 2);
  await reviewWith(page, shop.name, c, { payment: 'Vorkasse' });
  await expectNoSeriousA11yViolations(page);

  const button = page.getByRole('button', { name: c.orderButton, exact: true });
  // Right after the step opens, the button is not pinned to the screen (no sticky bar over the summary).
  expect(await page.getByTestId('order-bar').evaluate((bar) => getComputedStyle(bar).position)).toBe('static');

  // Scrolled to the button (at the bottom of the screen, as a thumb scrolls down to it).
  await button.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const items = page.getByTestId('checkout-lines');
  const shipping = page.getByTestId('checkout-shipping');
  const total = page.getByTestId('checkout-total');
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(shipping).toContainText(c.shipping);
  const [buttonBox, itemsBox, shippingBox, totalBox] = await Promise.all([boxOf(button), boxOf(items), boxOf(shipping), boxOf(total)]);
  expect(buttonBox.bottom).toBeLessThanOrEqual(PHONE.height + 0.5);
  // In this order from the top: the items, the shipping, the total, then the button; all on the screen together.
  expect(itemsBox.bottom).toBeLessThanOrEqual(shippingBox.top);
  expect(shippingBox.bottom).toBeLessThanOrEqual(totalBox.top);
  expect(totalBox.bottom).toBeLessThanOrEqual(buttonBox.top);
  expect(itemsBox.top).toBeGreaterThanOrEqual(0);
  for (const part of [items, shipping, total, button]) await expect(part).toBeInViewport({ ratio: 0.99 });
  // Nothing fixed or sticky lies on them (the scroll-to-top button steps aside once the scrolling has settled, ADR
  // 0035), and the button itself is what a tap at its centre hits.
  await expect.poll(() => coveringThings(page, [itemsBox, shippingBox, totalBox, buttonBox])).toEqual([]);
  const hit = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
