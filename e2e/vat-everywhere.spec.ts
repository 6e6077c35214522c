import type { Locator } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { outboxOf } from './support/backend-orders';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, reviewWith, uniqueEmail } from './support/checkout-flow';

/** An amount as the shop writes it ('1.234,56 €', '5,68 lei') as a number. */
const amountOf = (text: string): number => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The VAT rows (label, amount) of a totals list whose labels start with `prefix`. */
async function vatRows(list: Locator, prefix: string): Promise<Array<[string, number]>> {
  const rows = await list.locator('div').filter({ has: list.page().locator('dt', { hasText: prefix }) }).all();
  return Promise.all(rows.map(async (row) => [(await row.locator('dt').innerText()).trim(), amountOf(await row.locator('dd').innerText())] as [string, number]));
}

/**
 * One VAT figure everywhere (ADR 0056): two articles in several units, the review step, the order-placed page and the
 * confirmation e-mail show the same VAT, cent for cent (the rule itself is proven over 3,000 baskets in
 * lib/pricing/vat-agreement.test.ts). In every shop: the rates and the currency differ.
 */
test('the review, the order-placed page and the confirmation e-mail show the same VAT', EVERY_SHOP, async ({ page, shop }) => {
  const m = messagesOf(shop);
  const first = cheapInStock(shop.name);
  await addByApi(page, first, 3);
  await addByApi(page, cheapInStock(shop.name, first.productId), 2);
  const email = uniqueEmail(shop.name, 'vat');
  await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse', email });
  const prefix = m.Checkout.vatIncluded.split('{')[0] ?? '';
  const review = await vatRows(page.getByTestId('checkout-totals'), prefix);
  expect(review.length).toBeGreaterThan(0);
  const reviewTotal = amountOf(await page.getByTestId('checkout-total').innerText());

  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toBeVisible();
  expect(await vatRows(summary, prefix)).toEqual(review);
  expect(amountOf(await page.getByTestId('order-total').innerText())).toBe(reviewTotal);
  await expectNoSeriousA11yViolations(page);

  let mail = '';
  await expect.poll(async () => (mail = (await outboxOf(email)).find((message) => message.kind === 'order_confirmation')?.body ?? '')).not.toBe('');
  for (const [label, amount] of review) {
    const percent = /(\d+(?:[.,]\d+)?)\s?%/.exec(label)?.[1] ?? '';
    const line = mail.split('\n').find((text) => /MwSt|TVA|VAT/.test(text) && (text.includes(`${percent} %`) || text.includes(`${percent}%`)));
    expect(line, `the e-mail's VAT line at ${percent} %`).toBeDefined();
    expect(amountOf(line?.split(':').pop() ?? '')).toBe(amount);
  }
});
