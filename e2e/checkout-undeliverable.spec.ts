import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock, undeliverableHere } from './support/cart-products';
import { acceptTermsAndOrder, cartIdOf, ORDER_PLACED_URL, ordersOfCart, refOf, reviewWith, storedOrder } from './support/checkout-flow';
import { firstE2eRow } from './support/e2e-db';
import { theliaLocaleOf } from './support/catalog-urls';
import { ADDRESSES } from './support/checkout-address';

/** The site country the shopper browsed with (Italy, Hungary) when the line the shop's country cannot get was added. */
const SITE_COUNTRY = { at: 86, de: 86, ro: 78 } as const;

/**
 * Lines that cannot be delivered to the delivery country (put in the cart while another site country was chosen):
 * the review marks them, the order button asks whether to
 * order the rest (S8-27) and does so on a yes, leaving them in the cart; a cart of undeliverable lines only is
 * refused (S8-28) and no order is made.
 */
test('S8-27 S8-28 undeliverable lines: the order asks first and orders the rest; nothing deliverable is refused', async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const deliverable = cheapInStock(shop.name);
  const blocked = undeliverableHere(shop.name, SITE_COUNTRY[shop.name]);
  const country = firstE2eRow<{ title: string }>('SELECT title FROM country_i18n WHERE id = ? AND locale = ?', ADDRESSES[shop.name].countryId, theliaLocaleOf(shop.name)).title;
  await addByApi(page, deliverable, 1);
  await addByApi(page, blocked, 1, SITE_COUNTRY[shop.name]);
  const cartId = await cartIdOf(page);
  await reviewWith(page, shop.name, c, { payment: 'Vorkasse' });
  const blockedLine = page.getByTestId('checkout-lines').getByRole('listitem').filter({ hasText: blocked.title });
  await expect(blockedLine).toContainText(c.undeliverableLine.replace('{country}', country));

  // S8-27: the question, with the lines concerned; nothing is ordered yet.
  await acceptTermsAndOrder(page, c);
  const refusal = page.getByTestId('order-refusal');
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText(c.reason['undeliverable-confirm'].replace('{country}', country).replace('{titles}', blocked.title));
  expect(ordersOfCart(cartId)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await refusal.getByRole('button', { name: c.orderRest }).click();
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  expect(storedOrder(refOf(page, ORDER_PLACED_URL)).productIds).toEqual([deliverable.productId]);
  // The undeliverable line stays in the cart.
  await expect.poll(async () => (await cartOf(page)).lines.map((line) => line.title)).toEqual([blocked.title]);

  // S8-28: nothing deliverable: refused, with the way back to the cart.
  await reviewWith(page, shop.name, c, { payment: 'Vorkasse' });
  await acceptTermsAndOrder(page, c);
  await expect(refusal).toContainText(c.reason['all-undeliverable'].replace('{country}', country));
  await expect(refusal.getByRole('link', { name: c.toCart })).toHaveAttribute('href', '/cart');
  await expect(refusal.getByRole('button', { name: c.orderRest })).toHaveCount(0);
  expect(ordersOfCart(cartId)).toHaveLength(1);
});
