import { useEffect, type RefObject } from 'react';
import { inertOutside, tabbables, wrapTarget } from './focus-trap';

type Options = {
  /**
   * Make the rest of the page inert while open (a popover panel); false for a native `<dialog>` opened with
   * showModal(), which the browser makes modal itself.
   */
  inert: boolean;
  /** Where the focus goes when it closes with the focus inside (or lost to the page's body): the control that opened it. */
  returnTo?: RefObject<HTMLElement | null>;
};

/**
 * Keeps the keyboard inside an open modal (the phone menu, the filter sheet): Tab from its last control goes to its
 * first, Shift+Tab from its first to its last, so it never reaches what lies under the panel. When it closes (Escape,
 * its close button, a tap beside it, a navigation) the focus goes back to `returnTo`.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, open: boolean, { inert, returnTo }: Options): void {
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const opener = returnTo?.current ?? null;
    const undoInert = inert ? inertOutside(root) : () => undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const active = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
      const target = wrapTarget(tabbables(root), active, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undoInert();
      const active = document.activeElement;
      // Only when the focus would otherwise be lost: a shopper who clicked elsewhere keeps it there.
      if (!active || active === document.body || root.contains(active)) opener?.focus();
    };
  }, [ref, open, inert, returnTo]);
}
