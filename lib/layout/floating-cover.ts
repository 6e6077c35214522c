/**
 * When a floating button (scroll to top) would cover what a shopper reads or taps. The browser hit-tests a few points
 * of the button's box; each point gives the element under it (the button itself left out), described here without
 * the DOM so the rule is testable on its own.
 */
export type HitUnderFloating = {
  /** The element or one of its ancestors is a link, button, form field or another focusable control. */
  interactive: boolean;
  /** The element's own text (its text nodes, not its descendants'). */
  ownText: string;
};

/** A digit next to a currency: '€ 71,99', '1.299,00 €', '129,99 lei', 'RON 54'. */
const AMOUNT = /(?:€|\blei\b|\bRON\b|\bEUR\b)\s*[-−]?\d|\d[\d.,\s\u00a0\u202f]*(?:€|\blei\b|\bRON\b|\bEUR\b)/i;

export function isAmountText(text: string): boolean {
  return AMOUNT.test(text);
}

/** True when any point of the button lies on a control or an amount: the button then steps aside (docs/adr/0035). */
export function coversControlOrAmount(hits: readonly HitUnderFloating[]): boolean {
  return hits.some((hit) => hit.interactive || isAmountText(hit.ownText));
}

/** Selector of what counts as a control under the button. */
export const INTERACTIVE_SELECTOR = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
