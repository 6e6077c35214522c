import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';

/**
 * The withdrawal button (decisions.md, S2-154..S2-157): a footer link on every page, no login, step one with name,
 * order number and e-mail. The link's words in each shop and step one without login are checked on the server's HTML
 * (e2e/http/withdrawal.spec.ts); steps two and three need a placed and shipped order: e2e/withdrawal-receipt.spec.ts.
 */
test('S2-154 S2-155 the footer link opens step one, which names every missing or invalid field and answers an unknown order without saying whether it exists', async ({ page, shop }) => {
  const m = messagesOf(shop).Withdrawal;
  await test.step('S2-154 the footer link opens step one', async () => {
    await page.goto('/cart');
    const link = page.getByRole('contentinfo').getByRole('link', { name: m.footerLink });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);
    await expect(page.getByRole('heading', { level: 2, name: m.stepOne })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const form = page.getByTestId('withdrawal-form');
  await test.step('S2-155 step one names every missing or invalid field', async () => {
    await form.getByLabel(`${m.email} *`).fill('kein-at-zeichen');
    await form.getByRole('button', { name: m.check }).click();
    await expect(form.getByRole('alert')).toHaveText(m.invalid);
    await expect(form.getByText(m.errors.nameTooShort.replace('{min}', '2'))).toBeVisible();
    await expect(form.getByText(m.errors.orderNumberRequired)).toBeVisible();
    await expect(form.getByText(m.errors.emailInvalid)).toBeVisible();
    const name = form.getByLabel(`${m.name} *`);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(form.getByLabel(`${m.email} *`)).toHaveValue('kein-at-zeichen');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an order number and e-mail that match no order are answered without saying whether the order exists', async () => {
    await form.getByLabel(`${m.name} *`).fill('Maria Muster');
    await form.getByLabel(`${m.orderNumber} *`).fill('0000-999999');
    await form.getByLabel(`${m.email} *`).fill(`niemand-${shop.name}@example.com`);
    await form.getByRole('button', { name: m.check }).click();
    await expect(form.getByRole('alert')).toHaveText(m.notFound);
    await expect(form.getByLabel(`${m.orderNumber} *`)).toHaveValue('0000-999999');
    await expectNoSeriousA11yViolations(page);
  });
});
