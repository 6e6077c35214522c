import { expect, type Locator, type Page } from '@playwright/test';
import { LIVE_SEARCH_NEAR_END_PX } from '../../lib/search/search-limits';


/**
 * The options the live-search dropdown shows once it has settled. The first answer is a chunk of 6; a list that does
 * not fill the dropdown's height (a wide field, one-line titles) fetches the next chunks at once until it can be
 * scrolled or holds every result of the term (the total the status announces). Waits for that and returns the count.
 */
export async function settledOptionCount(page: Page, listbox: Locator): Promise<number> {
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  const status = page.getByTestId('search-status');
  await expect
    .poll(async () => {
      const total = Number(/^\d+/.exec(await status.innerText())?.[0] ?? Number.NaN);
      return listbox.evaluate(
        (element, { total, nearEnd }) => element.scrollHeight > element.clientHeight + nearEnd || element.querySelectorAll('[role="option"]').length >= total,
        { total, nearEnd: LIVE_SEARCH_NEAR_END_PX },
      );
    })
    .toBe(true);
  return options.count();
}
