import type { Page } from '@playwright/test';

/**
 * Every e-commerce entry the pages of a tab push into `window.dataLayer` (the `{ecommerce: null}` resets and the
 * events), kept in the tab's session storage, so a journey sees the pushes of every page load (a data layer lives one
 * page load only) and can count an event over reloads and back navigation. Recorded synchronously in the push, so a
 * push just before a navigation (select_item on a click) is never lost.
 */
const LOG_KEY = 'e2e-data-layer-log';

export type LoggedEvent = { event: string; ecommerce: Record<string, unknown> & { items: Array<Record<string, unknown>> } };

export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const shop = entries.filter((entry) => typeof entry === 'object' && entry !== null && 'ecommerce' in entry);
      if (shop.length > 0) {
        const log: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
        sessionStorage.setItem(key, JSON.stringify([...log, ...shop]));
      }
      return push(...entries);
    };
  }, LOG_KEY);
}

/** The entries logged so far in this tab (resets included), oldest first. */
export const loggedEntries = (page: Page): Promise<unknown[]> => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[], LOG_KEY);

/** The events logged so far, each checked to follow its `{ecommerce: null}` reset. */
export async function loggedEvents(page: Page): Promise<LoggedEvent[]> {
  const entries = await loggedEntries(page);
  return entries.flatMap((entry, index) => {
    if (typeof entry !== 'object' || entry === null || !('event' in entry)) return [];
    const reset = entries[index - 1];
    if (JSON.stringify(reset) !== '{"ecommerce":null}') throw new Error(`${JSON.stringify(entry).slice(0, 80)} was pushed without {ecommerce: null} before it`);
    return [entry as LoggedEvent];
  });
}

/** The logged events of one name. */
export const eventsNamed = async (page: Page, name: string): Promise<LoggedEvent[]> => (await loggedEvents(page)).filter((entry) => entry.event === name);
