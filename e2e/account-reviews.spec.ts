import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, shopCustomer, logIn } from './support/accounts';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, reviewWith } from './support/checkout-flow';
import { queryE2eDb } from './support/e2e-db';

/**
 * Reviews (ADR 0030): a customer who bought a product writes a review on its product page, which goes to moderation
 * and shows in /account/reviews as waiting; anyone else learns why they cannot review. The product page is cached for
 * everybody: what differs per shopper comes from the review island after the page.
 */
test('S4-57 S3-46 S8-15 S1-18 S7-41 a buyer writes a review: it is sent for approval and listed as waiting in the account', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const r = m.Reviews;
  const product = cheapInStock(shop.name, 40);
  const account = await freshAccount(shop, 'review');
  // The purchase: an order placed with the account's e-mail address.
  await addByApi(page, product, 1);
  await reviewWith(page, shop.name, m.Checkout, { payment: shop.name === 'ro' ? 'Nachnahme' : 'Vorkasse', email: account.email });
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);

  await logIn(page, account.email, account.password);
  await page.goto(`/${product.url}`);
  await expect(page.getByTestId('reviews-how-checked')).toHaveText(r.howChecked);
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // S3-46: title, text and rating are each required, named at their field.
  await form.getByRole('button', { name: r.submit }).click();
  await expect(form.getByText(r.titleRequired)).toBeVisible();
  await expect(form.getByText(r.contentRequired)).toBeVisible();
  await expect(form.getByText(r.ratingRequired)).toBeVisible();
  await expect(form.getByLabel(r.title, { exact: true })).toBeFocused();

  await form.getByLabel(r.title, { exact: true }).fill('Solide Wahl');
  await form.getByLabel(r.content, { exact: true }).fill('Gut verarbeitet und schnell geliefert.');
  const rating = form.getByRole('group', { name: r.ratingLegend });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await rating.getByRole('radio', { name: /^4 / }).check();
  await expect(rating.getByRole('radio', { checked: true })).toHaveValue('4');

  // S8-15: a save that fails says 'Error saving comment!' and keeps the form.
  await page.route('**/api/reviews', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"save-failed"}' }));
  await form.getByRole('button', { name: r.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: r.saveFailed })).toBeVisible();
  await page.unroute('**/api/reviews');

  await form.getByRole('button', { name: r.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: r.sent })).toBeVisible();
  const stored = queryE2eDb<{ status: string; rating: number; approved: number }>(
    `SELECT pc.status, c.rating, c.approved FROM product_comment_customer pc JOIN product_comment c ON c.id = pc.comment_id WHERE pc.customer_id = ?`,
    account.customerId,
  );
  expect(stored).toEqual([{ status: 'pending', rating: 4, approved: 0 }]);

  // S1-18: the account lists it with its moderation state.
  await page.goto('/account/reviews');
  await expect(page.getByRole('heading', { level: 1, name: r.accountTitle })).toBeVisible();
  const item = page.getByTestId('own-review');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'pending');
  await expect(item.getByRole('heading', { name: 'Solide Wahl' })).toBeVisible();
  await expect(item.getByText(r.pending)).toBeVisible();
  await expect(item.getByRole('link', { name: product.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back on the product page the customer is told the review exists (one per product while it waits).
  await page.goto(`/${product.url}`);
  await expect(page.getByTestId('review-already')).toHaveText(r.alreadyReviewed);
});

test('S6-06 a guest sees the login hint; a customer who did not buy the product is told only customers may publish', async ({ page, shop }) => {
  const r = messagesOf(shop).Reviews;
  const product = cheapInStock(shop.name, 60);
  await page.goto(`/${product.url}`);
  const hint = page.getByTestId('review-login-hint');
  await expect(hint).toContainText(r.loginHint);
  await expect(hint.getByRole('link', { name: r.loginLink })).toHaveAttribute('href', '/login-register');
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await logIn(page, shopCustomer(shop).email);
  await page.reload();
  await expect(page.getByTestId('review-refused')).toContainText(r.onlyCustomers);
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
