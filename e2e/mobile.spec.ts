import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { disclosureToggle } from './support/disclosure';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('mobile width', () => {
  test('S2-106 the mobile menu button opens the off-canvas menu, which locks scroll and closes again', async ({ page, shop }) => {
    const m = messagesOf(shop).Menu;
    await page.goto('/');
    await expect(disclosureToggle(page.getByRole('banner'), m.allCategories)).toBeHidden();
    await page.getByRole('button', { name: m.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: m.mobileMenuTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: m.mobileNavLabel }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: m.closeMenu }).click();
    await expect(dialog).toBeHidden();
  });

  test('S2-102 S2-103 the mobile search is toggled by a button and Enter goes to the results page', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    await page.goto('/');
    await page.getByRole('link', { name: m.toggle }).click();
    const box = page.getByRole('combobox', { name: m.label });
    await box.fill('Grohe Eurosmart');
    await box.press('Enter');
    await page.waitForURL(/\/search\/Grohe%20Eurosmart$/);
  });
});
