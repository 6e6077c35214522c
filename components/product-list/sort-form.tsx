'use client';

import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { formTargetHref, type ProductListTarget } from '@/lib/product-list/form-href';
import styles from './sort-form.module.css';

type Props = {
  /** Hidden fields of the other filters of the listing, kept when the sort changes. */
  children?: ReactNode;
  /** Accessible name of the form. */
  formLabel: string;
  /** Visible label of the select. */
  label: string;
  /** Text of the button that applies the chosen order. */
  applyLabel: string;
  /** The order shown (a listing order, or on the results page also 'relevance'). */
  sort: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  /** Where the chosen order goes: a listing (brandFilter false on brand and landing pages) or the results page. */
  target: ProductListTarget;
};

/**
 * Which control had the focus when an order was applied, and the listing URL it went to: the listing of the new order
 * is a new page (its state is a path segment), so the focus is put back there once that URL is shown, instead of
 * falling to the document. Another navigation in between (a link, back) leaves the focus alone.
 */
let focusAfterNavigation: { href: string; control: 'select' | 'button' } | null = null;

/**
 * The sort control of a listing and of the results page (WCAG 3.2.2, ADR 0037, ADR 0041): choosing an order with the pointer applies it at once, as
 * does Enter on the select or the 'Sort' button; moving through the orders with the arrow keys (or type-ahead) only
 * changes the select, so a keyboard user can look at every option without the page changing under them. After the
 * new order is shown the focus is where it was. Without JavaScript it is a GET form with the same button.
 */
export function SortForm({ children, formLabel, label, applyLabel, sort, options, target }: Props) {
  const router = useRouter();
  const selectRef = useRef<HTMLSelectElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** True while the select's value was last changed from the keyboard, which waits for Enter or the button. */
  const browsing = useRef(false);

  useEffect(() => {
    const wanted = focusAfterNavigation;
    focusAfterNavigation = null;
    if (!wanted || wanted.href !== `${window.location.pathname}${window.location.search}`) return;
    (wanted.control === 'button' ? buttonRef.current : selectRef.current)?.focus();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    browsing.current = false;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget).entries()) {
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value);
    }
    const href = formTargetHref(target, params, window.location.pathname);
    if (href === `${window.location.pathname}${window.location.search}`) return;
    focusAfterNavigation = { href, control: document.activeElement === buttonRef.current ? 'button' : 'select' };
    router.push(href, { scroll: false });
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    } else if (event.key !== 'Tab' && event.key !== 'Shift' && event.key !== 'Escape') {
      browsing.current = true;
    }
  }

  return (
    <form method="get" className={styles.form} onSubmit={onSubmit} aria-label={formLabel}>
      {children}
      <label className={styles.label}>
        <span>{label}</span>
        <select
          ref={selectRef}
          name="sort"
          defaultValue={sort}
          onKeyDown={onKeyDown}
          onPointerDown={() => {
            browsing.current = false;
          }}
          onChange={(event) => {
            if (!browsing.current) event.currentTarget.form?.requestSubmit();
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      </label>
      <button ref={buttonRef} type="submit" className={styles.apply}>
        {applyLabel}
      </button>
    </form>
  );
}
