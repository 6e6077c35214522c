import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { disclosureToggle } from './support/disclosure';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('mobile width', () => {
  test('S2-106 S2-102 S2-103 the mobile menu button opens the off-canvas menu, which locks scroll and closes again; the mobile search is toggled by a button and Enter goes to the results page', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/');
    await test.step('S2-106 the off-canvas menu', async () => {
      await expect(disclosureToggle(page.getByRole('banner'), m.Menu.allCategories)).toBeHidden();
      await page.getByRole('button', { name: m.Menu.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: m.Menu.mobileMenuTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('navigation', { name: m.Menu.mobileNavLabel }).getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: m.Menu.closeMenu }).click();
      await expect(dialog).toBeHidden();
    });

    // The same page, the menu closed again.
    await test.step('S2-102 S2-103 the mobile search', async () => {
      await page.getByRole('link', { name: m.Search.toggle }).click();
      const box = page.getByRole('combobox', { name: m.Search.label });
      await box.fill('Grohe Eurosmart');
      await box.press('Enter');
      await page.waitForURL(/\/search\/Grohe%20Eurosmart$/);
    });
  });
});
