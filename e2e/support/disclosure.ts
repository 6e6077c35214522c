import type { Locator, Page } from '@playwright/test';

/**
 * The toggle of a <details> disclosure (the header's support box, account menu, 'All categories', the country bar's
 * info) by its text: a <summary> has no ARIA role of its own that Playwright's role queries know (browsers expose it
 * as a button with its expanded state).
 */
export function disclosureToggle(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.locator('summary').filter({ hasText: text });
}

/** Whether the toggle's <details> is open. */
export async function isDisclosureOpen(toggle: Locator): Promise<boolean> {
  return toggle.evaluate((summary) => summary.parentElement instanceof HTMLDetailsElement && summary.parentElement.open);
}
