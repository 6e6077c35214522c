import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { atPhoneWidths, expectPhoneHeader, horizontalOverflow, PHONE_WIDTHS } from './support/mobile-layout';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// The bars hold each shop's own texts (sales message, delivery country, info text): whether they fit is per shop. The
// header on the other page kinds is checked in AT (e2e/mobile-overflow.spec.ts), a listing's in every shop there.
test(
  "in the shop's texts the header keeps menu button, logo and icon group in one row, the sales bar and the country bar one line each so the header stays short, and the country bar's 'Info' disclosure shows the text whole, on phones (360, 390 and 414 px)",
  EVERY_SHOP,
  async ({ page, shop }) => {
    const header = messagesOf(shop).Header;
    await atPhoneWidths(page, ['/'], async (path, width) => {
      await expectPhoneHeader(page, `${path} at ${width} px`);
      expect(await horizontalOverflow(page), `${path} at ${width} px`).toEqual([]);
    });

    await test.step("the country bar's info stays whole: its 'Info' disclosure shows the text", async () => {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
      const bar = page.getByTestId('country-bar');
      const toggle = bar.locator('summary').filter({ hasText: header.infoToggle });
      await expect(toggle).toBeVisible();
      await toggle.click();
      const panel = toggle.locator('xpath=following-sibling::*[1]');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(/\d/);
      await expectNoSeriousA11yViolations(page);
      // The panel lies on the page, not beyond the screen's right edge.
      const box = await panel.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    });
  },
);
