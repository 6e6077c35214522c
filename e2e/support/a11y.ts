import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser bundle, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A/AA rules, violations only: the details of passed rules are never read. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

type Finding = { id: string; help: string; impact: string | null; targets: string[] };

/**
 * axe on the current page: no serious or critical violation (WCAG 2.1 A/AA rules). After a client-side navigation or
 * refresh the page's metadata (its title) streams in after the content, so axe waits for the title first.
 *
 * axe runs as `axe.run` in the page itself (what @axe-core/playwright calls legacy mode): the shop's pages have no
 * cross-origin frames, which is all the default mode's extra blank page (runPartial/finishRun) is for. The bundle is
 * evaluated once per document (that wrapper evaluated it twice per check, a third of a check's time), and only the
 * violations' ids, texts and first targets travel back. docs/adr/0039.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (options: RunOptions): Promise<Finding[]> => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      impact: violation.impact ?? null,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, AXE_OPTIONS);
  const serious = findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
  const summary = serious.map((finding) => `${finding.id}: ${finding.help} (${finding.targets.join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
