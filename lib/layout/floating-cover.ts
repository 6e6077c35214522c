/**
 * When a floating button (scroll to top) would cover what a shopper reads or taps. The browser hit-tests a few points
 * of the button's box; each point gives the element under it (the button itself left out), described here without
 * the DOM so the rule is testable on its own.
 */
export type HitUnderFloating = {
  /** The element is (in) a button, a form field or a similar control, or is the text or icon of a link. */
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

/** Controls under the button (links count by their text and icons only: a picture inside a link may be covered). */
export const CONTROL_SELECTOR = 'button, input, select, textarea, summary, label, [role="button"], [role="checkbox"], [role="tab"]';
