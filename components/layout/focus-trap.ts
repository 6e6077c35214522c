/**
 * The rules of a focus trap, without React: which controls of an open modal take Tab, where Tab goes from the edges,
 * and making the rest of the page inert meanwhile (use-focus-trap.ts applies them).
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** The controls Tab reaches inside `root`, in order: focusable, not disabled, not taken out by tabindex=-1, shown. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * Where Tab (or Shift+Tab) from `current` must go so the focus stays among `items` (the modal's controls, in order):
 * round from the last to the first and back, and into the modal from anywhere outside it. null when the browser's own
 * move stays inside.
 */
export function wrapTarget<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = current === null ? -1 : items.indexOf(current);
  if (index < 0) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/**
 * Makes everything outside `root` inert (the siblings of `root` and of each of its ancestors up to the body), so
 * neither Tab nor a screen reader's reading reaches what lies under an open modal. Returns the undo, which leaves
 * alone what was inert before.
 */
export function inertOutside(root: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = root; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
