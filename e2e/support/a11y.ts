import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the current page: no serious or critical violation (WCAG 2.1 A/AA rules). After a client-side navigation or
 * refresh the page's metadata (its title) streams in after the content, so axe waits for the title first.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
