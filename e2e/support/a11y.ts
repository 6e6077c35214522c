import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the current page: no serious or critical violation (WCAG 2.1 A/AA rules). After a client-side navigation or
 * refresh the page's metadata (its title) streams in after the content, so axe waits for the title first.
 *
 * Run in axe's legacy mode (`axe.run` in the page itself) and for violations only: the shop's pages have no
 * cross-origin frames, which is all the default mode's extra blank page (runPartial/finishRun) is for, and the details
 * of passed rules are never read. The same rules run on the same nodes at about a third of the time per check.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  // `options()` replaces the options object, so it comes before `withTags()` (which sets its runOnly).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
