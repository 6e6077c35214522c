import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { ADDRESSES, fillAddressStep, invoiceGroup, saveAddressStep } from './support/checkout-address';

// One walk: the shipping step's default method is checked on the way (it needed the same address step).
test.describe('checkout: steps in the address', () => {
  test("S4-20 S1-09 the shipping step offers the country's delivery methods, the default 77 selected; Back and Forward walk the steps, and the address typed stays", async ({ page, shop }) => {
    const m = messagesOf(shop).Checkout;
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/checkout');
    // A step not reached yet shows the step the shopper can be on.
    await page.goto('/checkout?step=review');
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await fillAddressStep(page, shop.name, m);
    await saveAddressStep(page, m);
    const steps = page.getByRole('navigation', { name: m.steps.label });
    await expect(steps.getByText(m.steps.shipping)).toHaveAttribute('aria-current', 'step');
    const methods = page.getByRole('group', { name: m.deliveryMethodHeading });
    await expect(methods).toBeVisible();
    // S4-20 S1-09: the default delivery method (77) is selected.
    await expect(methods.getByRole('radio', { checked: true })).toHaveValue('77');
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await expect(page.getByRole('heading', { level: 2, name: m.steps.address })).toBeVisible();
    await expect(invoiceGroup(page, m).getByRole('textbox', { name: m.street, exact: true })).toHaveValue(ADDRESSES[shop.name].street);
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
    await expect(page.getByRole('heading', { level: 2, name: m.steps.shipping })).toBeVisible();

    // The steps' navigation and the shipping step's Back button do the same.
    await steps.getByRole('link', { name: m.steps.address }).click();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: m.steps.shipping })).toBeVisible();
    await page.getByRole('button', { name: m.back, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: m.steps.address })).toBeFocused();
  });

});
