import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { e2eOrderLinks } from './support/order-links';

/**
 * A wrong or missing hash of an order's signed link is the not-found page (404): its statuses and server HTML in every
 * shop are checked in e2e/http/order-links.spec.ts; here the page as the shopper's browser draws it, with axe.
 */
const REF = 'ORD000000000001';
const OTHER = e2eOrderLinks('ORD000000000002');

test.describe('order links', () => {
  test('S2-55 a wrong hash of the order pages and of the guest order page shows the not-found page (404)', async ({ page, shop }) => {
    const m = messagesOf(shop).NotFound;
    await test.step('S2-55 /order-placed without its signed link', async () => {
      const response = await page.goto('/order-placed');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['route-not-found']);
      await expectNoSeriousA11yViolations(page);
    });
    await test.step('the guest order page with a wrong hash', async () => {
      const response = await page.goto(`/guest/invoice/${REF}/${OTHER.hash}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['route-not-found']);
      await expect(page.getByRole('link', { name: m.back })).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page);
    });
  });
});
