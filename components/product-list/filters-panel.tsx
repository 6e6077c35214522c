'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useCloseOnMediaChange } from '@/components/layout/use-close-on-media';
import { useFocusTrap } from '@/components/layout/use-focus-trap';
import { useHydrated } from '@/components/layout/use-hydrated';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { clearReopen, pendingReopen, rememberReopen } from './filter-sheet-reopen';
import styles from './listing.module.css';

type Props = {
  title: string;
  /** 'Show 24 results': the sheet's closing button, with the count of the listing as it is filtered now. */
  showResults: string;
  closeLabel: string;
  children: ReactNode;
};

/** A selector that finds the same control again after the listing's forms were rendered afresh (a filter applied). */
function selectorOf(element: Element): string | null {
  if (element instanceof HTMLInputElement && element.name !== '') {
    return element.type === 'checkbox' || element.type === 'radio'
      ? `input[name="${CSS.escape(element.name)}"][value="${CSS.escape(element.value)}"]`
      : `input[name="${CSS.escape(element.name)}"]`;
  }
  return element.id !== '' ? `#${CSS.escape(element.id)}` : null;
}

/**
 * The filter column: always shown beside the results from 992 px on; below, a 'Filters' button opens it as a sheet
 * over the page, a native `<dialog>` opened with showModal() (the browser makes the page behind inert, closes it on
 * Escape; Tab cycles inside it, useFocusTrap; the close button closes it too; page scroll is locked by the CSS) whose last
 * button says how many results the filters give and closes it. A brand ticked in the sheet applies at once: the
 * listing of the new state opens with the sheet open again, its count, and the focus where it was. Without JavaScript
 * the column stays open on every screen (`@media (scripting: none)` in the CSS). docs/adr/0035, 0043.
 */
export function ListingFiltersPanel({ title, showResults, closeLabel, children }: Props) {
  // Reopened after a filter applied from the sheet (read when this listing's panel mounts in the browser, cleared once
  // it has mounted).
  const [reopened] = useState(() => (typeof window === 'undefined' ? null : pendingReopen(window.matchMedia(MEDIA_BELOW_MENU).matches)));
  useEffect(clearReopen, []);
  // The toggle does nothing before its handler is attached: disabled until then, so a tap is never lost.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(reopened !== null);
  const id = useId();
  const titleId = `${id}-title`;
  const sheet = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const lastFocus = useRef<string | null>(reopened?.focus ?? null);
  const restoring = useRef(reopened !== null);

  const close = () => sheet.current?.close();
  useCloseOnMediaChange(open, MEDIA_BELOW_MENU, close);
  // The browser makes the page behind a modal dialog inert but lets Tab leave for its own toolbar: it cycles inside.
  useFocusTrap(sheet, open, { inert: false });
  /** Where the focus goes in the open sheet: back to the control the shopper used last, else the close button. */
  const focusInside = (element: HTMLDialogElement, restore: boolean) => {
    const again = restore && lastFocus.current ? element.querySelector<HTMLElement>(lastFocus.current) : null;
    (again ?? element.querySelector<HTMLElement>('[data-sheet-close]'))?.focus();
  };
  // The dialog follows `open`: shown modal (top layer, the page behind inert) or closed. A sheet opened by the toggle
  // starts on its close button; a reopened one (a filter applied from it) on the control the shopper used.
  useLayoutEffect(() => {
    const element = sheet.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      focusInside(element, restoring.current);
    }
    if (!open && element.open) element.close();
    restoring.current = false;
  });
  // A filter applied in the sheet renders the listing's forms afresh: the focus goes back to the same control.
  useLayoutEffect(() => {
    const element = sheet.current;
    if (!open || !element || element.contains(document.activeElement)) return;
    focusInside(element, true);
  });

  return (
    <div className={styles.filtersPanel}>
      <button
        ref={toggle}
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        {title}
      </button>
      <dialog
        ref={sheet}
        id={id}
        className={styles.filtersBody}
        aria-labelledby={titleId}
        // Escape, the close buttons and a wider window all end here.
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
        onSubmit={() => {
          if (open) rememberReopen(lastFocus.current);
        }}
        onFocus={(event) => {
          const key = selectorOf(event.target);
          if (key) lastFocus.current = key;
        }}
        data-testid="filters-sheet"
      >
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {title}
          </h2>
          <button type="button" className={styles.sheetClose} data-sheet-close="" aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.sheetContent}>{children}</div>
        <div className={styles.sheetFoot}>
          <button type="button" className={styles.sheetShow} onClick={close} data-testid="filters-show-results">
            {showResults}
          </button>
        </div>
      </dialog>
    </div>
  );
}
