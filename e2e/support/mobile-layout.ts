import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/**
 * What sticks out past the right edge of the screen: elements and text lines (a long word overflows its box without
 * widening it), described for the failure message. Empty when the page is no wider than the screen. Visually
 * hidden text (clipped to 1 px) and content inside a box that scrolls or clips on its own (carousels) do not count.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const clipped = (element: Element | null): boolean => {
      for (let box = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const found: string[] = [`page ${root.scrollWidth} px wide on a ${width} px screen`];
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]}`;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.right > width + 1 && !clipped(element.parentElement)) found.push(`${name(element)} to ${Math.round(box.right)} px`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = Math.max(0, ...Array.from(range.getClientRects()).map((rect) => rect.right));
      if (right > width + 1 && node.parentElement && !clipped(node.parentElement)) {
        found.push(`text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${name(node.parentElement)} to ${Math.round(right)} px`);
      }
    }
    return found.slice(0, 8);
  });
}

/**
 * Controls and amounts the visible scroll-to-top button lies on (empty when it is hidden or lies on neither): links,
 * buttons, fields, and text with a currency next to a digit.
 */
export async function underScrollToTop(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="scroll-to-top"]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return [];
    const own = button.getBoundingClientRect();
    const overlaps = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.left < own.right && rect.right > own.left && rect.top < own.bottom && rect.bottom > own.top;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.closest('[hidden]') === null;
    };
    const textRects = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Array.from(range.getClientRects());
    };
    const hits: string[] = [];
    // Visually hidden things (1 px, clipped) are no target a finger can hit: only boxes wider than 2 px count.
    for (const control of Array.from(document.querySelectorAll('button, input, select, textarea'))) {
      if (control === button || !visible(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width > 2 && overlaps(rect)) hits.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
    }
    // Links by their text and icons (a product card is one link; its picture may be covered).
    for (const link of Array.from(document.querySelectorAll('a[href]'))) {
      if (!visible(link)) continue;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let hit = false;
      for (let node = walker.nextNode(); node && !hit; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() !== '' && node.parentElement && visible(node.parentElement)) hit = textRects(node).some((rect) => rect.width > 2 && overlaps(rect));
      }
      if (!hit) hit = Array.from(link.querySelectorAll('svg')).some((icon) => overlaps(icon.getBoundingClientRect()));
      if (hit) hits.push(`link "${(link.textContent ?? '').trim().slice(0, 30)}"`);
    }
    const amount = /(?:€|\blei\b)\s*\d|\d[\d.,\s\u00a0]*(?:€|\blei\b)/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!amount.test(node.textContent ?? '') || !node.parentElement || !visible(node.parentElement) || button.contains(node)) continue;
      if (textRects(node).some((rect) => rect.width > 2 && overlaps(rect))) hits.push(`amount "${(node.textContent ?? '').trim()}"`);
    }
    return hits;
  });
}

/**
 * The header's main row on the screen: its height and the controls in it (menu button, logo, each button of the icon
 * group) that sit lower than the first one, i.e. wrapped onto another row. Hidden controls do not count.
 */
export async function headerMainRow(page: Page): Promise<{ height: number; controls: number; wrapped: string[] }> {
  return page.evaluate(() => {
    const row = document.querySelector('[data-testid="header-main-row"]');
    if (!row) return { height: 0, controls: 0, wrapped: ['no header main row'] };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = Array.from(row.querySelectorAll('a, button, summary')).filter(
      (element) => visible(element) && !element.closest('[role="dialog"], dialog, [hidden], details:not([open]) > :not(summary)'),
    );
    const tops = controls.map((element) => element.getBoundingClientRect());
    const first = tops[0];
    const wrapped = controls
      .filter((_, index) => first !== undefined && (tops[index]?.top ?? 0) >= first.bottom)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
    return { height: Math.round(row.getBoundingClientRect().height), controls: controls.length, wrapped };
  });
}

/**
 * A bar of the header (by CSS selector) on the screen: its height and the number of lines its visible text and
 * controls take (1 when nothing wrapped), or null when the page has no such bar. Boxes whose vertical centre lies below
 * the first line's bottom start another line.
 */
export async function headerBarLines(page: Page, selector: string): Promise<{ height: number; lines: number; text: string } | null> {
  return page.evaluate((barSelector) => {
    const bar = document.querySelector(barSelector);
    if (!bar) return null;
    const rects: DOMRect[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.closest('[hidden]') === null;
    };
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.textContent ?? '').trim() === '' || !node.parentElement || !visible(node.parentElement)) continue;
      if (node.parentElement.getBoundingClientRect().width <= 1) continue;
      // A dropdown's options and a closed disclosure's panel are not on the screen.
      if (node.parentElement.closest('select, details:not([open]) > :not(summary)')) continue;
      // Text in a closed <details> panel or a visually hidden span (1 px) is no line on the screen.
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 1 && rect.height > 1) rects.push(rect);
    }
    for (const control of Array.from(bar.querySelectorAll('select, button, summary, img, svg'))) {
      const rect = control.getBoundingClientRect();
      if (control.closest('details:not([open]) > :not(summary)')) continue;
      if (visible(control) && rect.width > 1 && rect.height > 1) rects.push(rect);
    }
    rects.sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of rects) {
      const centre = rect.top + rect.height / 2;
      if (centre > lineBottom) {
        lines += 1;
        lineBottom = rect.bottom;
      } else lineBottom = Math.max(lineBottom, rect.bottom);
    }
    const text = (bar as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    return { height: Math.round(bar.getBoundingClientRect().height), lines, text };
  }, selector);
}

/** The header from its top to the bottom of its main row (sales bar, country bar, main row; not the banner below). */
export async function headerTopHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const row = document.querySelector('[data-testid="header-main-row"]');
    if (!header || !row) return 0;
    return Math.round(row.getBoundingClientRect().bottom - header.getBoundingClientRect().top);
  });
}

/** The phone widths every mobile layout journey checks. */
export const PHONE_WIDTHS = [360, 390, 414] as const;

/**
 * Visits each path on the narrowest phone (with the axe check), then widens the window to each phone width in turn and
 * runs `check` there: one page load per path for all widths.
 */
export async function atPhoneWidths(page: Page, paths: readonly string[], check: (path: string, width: number) => Promise<void>): Promise<void> {
  for (const path of paths) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await check(path, width);
    }
  }
}

/** Sales bar (40 px), country bar (41 px) and main row (68 px) of one line each, and some room for fonts. */
const HEADER_TOP_MAX = 160;

/**
 * The header on a phone (`where` names page and width in failure messages): menu button, logo and icon group in one
 * row, the sales bar and the country bar one line each, so the header stays short.
 */
export async function expectPhoneHeader(page: Page, where: string): Promise<void> {
  const row = await headerMainRow(page);
  // Menu button, logo, search toggle, support, account, wish list, comparison, cart.
  expect(row.controls, where).toBeGreaterThanOrEqual(8);
  expect(row.wrapped, where).toEqual([]);
  // One row of 40 px buttons and its padding (two rows were 116 px).
  expect(row.height, where).toBeLessThanOrEqual(72);
  const sales = await headerBarLines(page, '#sales-bar');
  const country = await headerBarLines(page, '[data-testid="country-bar"]');
  // The seeded shops have both bars; a missing one would make this check pass for nothing.
  expect(sales, where).not.toBeNull();
  expect(country, where).not.toBeNull();
  expect({ lines: sales?.lines, text: sales?.text }, where).toEqual({ lines: 1, text: sales?.text });
  expect({ lines: country?.lines, text: country?.text }, where).toEqual({ lines: 1, text: country?.text });
  expect(await headerTopHeight(page), where).toBeLessThanOrEqual(HEADER_TOP_MAX);
}
