'use client';

import { useEffect, useRef, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LiveSearchStatus } from '@/components/search/live-search-status';
import { useLiveSearch } from '@/components/search/use-live-search';
import { BP } from '@/lib/format/breakpoints';
import { searchPath } from '@/lib/format/search-path';
import type { CurrencySettings } from '@/lib/pricing/money';
import { dropdownContent, hasListbox } from '@/lib/search/live-search-state';
import { isSearchableTerm, normaliseTerm } from '@/lib/product-list/search-url';
import { toHref } from '@/lib/format/href';
import { useHeaderUiStore } from '@/lib/ui-state/header-ui-store';
import { useDismiss } from './use-dismiss';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

const SEARCH_BOX_ID = 'site-search';
const INPUT_ID = `${SEARCH_BOX_ID}-input`;
const DROPDOWN_ID = `${SEARCH_BOX_ID}-dropdown`;
const LISTBOX_ID = `${SEARCH_BOX_ID}-listbox`;
const optionId = (index: number) => `${SEARCH_BOX_ID}-option-${index}`;
// The dropdown's code loads when the field is first focused (ADR 0016): most page views never open it.
const loadDropdown = () => import('@/components/search/live-search-dropdown');
const LiveSearchDropdown = dynamic(() => loadDropdown().then((module) => module.LiveSearchDropdown), { ssr: false });

/** Options left below the active one at which the next chunk is fetched while moving with the arrow keys. */
const KEYBOARD_PREFETCH_OPTIONS = 2;

/** The term of a results-page path (`/search/{term}`), or null on any other page. */
function termOfPath(pathname: string): string | null {
  const match = /^\/search\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return normaliseTerm(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
}

/**
 * The header's live search box (spec: search box with dropdown, chunks of 6), a WAI-ARIA combobox: typing searches
 * after 300 ms from the fourth character on; the dropdown shows too-short, loading, results, empty and error; arrow
 * keys move through the products, Enter opens the active product or, with none active, the results page
 * `/search/{value}`; Escape closes the dropdown, a second Escape clears the field. A polite live region announces
 * the state and the number of results. Without JavaScript it is a GET form to `/search?q=` (which redirects).
 * Wide screens always show it; below 992 px it is hidden until the search toggle (SearchToggle) opens it.
 * The field is `type=text` with `inputmode=search`: HTML allows `role=combobox` on a text input, not on
 * `type=search` (ARIA in HTML); the form's `role=search` keeps the landmark and the keyboards show a search key.
 */
export function SearchBox({ currency }: { currency: CurrencySettings }) {
  const t = useTranslations('Search');
  const placeholder = t('placeholder');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = useHeaderUiStore((state) => state.searchOpen);
  const setOpen = useHeaderUiStore((state) => state.setSearchOpen);
  const live = useLiveSearch();
  const { state } = live;
  const { reset, close, input } = live;
  const expanded = state.open && hasListbox(state);
  const dropdownShown = dropdownContent(state) !== 'none';

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // After a navigation the dropdown closes; on a results page the field shows its term. Text typed before the page
  // hydrated is kept (and searched) instead.
  const hydrated = useRef(false);
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    // Opened before hydration by the toggle's link (`#site-search`): it stays open.
    if (window.location.hash === `#${SEARCH_BOX_ID}`) setOpen(true);
    if (!hydrated.current && typed !== '') input(typed);
    else reset(termOfPath(window.location.pathname) ?? '');
    hydrated.current = true;
    // The toggle's state alone shows the field from now on (search-box.module.css: the `:target` rule stands down).
    formRef.current?.setAttribute('data-hydrated', '');
    // `reset` and `input` are new functions on each render; the path alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useDismiss(formRef, dropdownShown, () => close());

  function goTo(href: string) {
    close();
    setOpen(false);
    inputRef.current?.blur();
    router.push(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = normaliseTerm(state.input);
    if (!isSearchableTerm(term)) {
      // Nothing to search for yet: the dropdown says why (too short) and the focus stays.
      if (term.length > 0) live.input(state.input);
      inputRef.current?.focus();
      return;
    }
    goTo(searchPath(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        live.move(1);
        if (state.active + 1 >= state.products.length - KEYBOARD_PREFETCH_OPTIONS) live.loadMore();
        return;
      case 'ArrowUp':
        event.preventDefault();
        live.move(-1);
        return;
      case 'Enter': {
        const product = expanded && state.active >= 0 ? state.products[state.active] : undefined;
        if (product) {
          event.preventDefault();
          goTo(toHref(product.url));
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (dropdownShown) close();
        else if (state.input !== '') live.input('');
        return;
      case 'Tab':
        close();
        return;
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <form
      ref={formRef}
      id={SEARCH_BOX_ID}
      role="search"
      action="/search"
      method="get"
      className={`${styles.form} ${BP.mobileFullRow} ${open ? '' : BP.desktopOnly}`}
      onSubmit={submit}
      onBlur={onBlur}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        className={styles.input}
        type="text"
        inputMode="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? LISTBOX_ID : undefined}
        aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
        value={state.input}
        onChange={(event) => live.input(event.target.value)}
        onFocus={() => {
          void loadDropdown();
          live.open();
        }}
        onPointerEnter={() => void loadDropdown()}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        // The field's natural width is its placeholder's: the header's row breaks before the placeholder would be
        // cut (the form's flex-basis is this width, search-box.module.css).
        size={placeholder.length}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('submit')}</span>
      </button>
      {dropdownShown ? (
        <LiveSearchDropdown
          state={state}
          id={DROPDOWN_ID}
          listboxId={LISTBOX_ID}
          optionId={optionId}
          currency={currency}
          locale={locale}
          onChoose={() => {
            close();
            setOpen(false);
          }}
          onHover={live.activate}
          onNearEnd={live.loadMore}
        />
      ) : null}
      <LiveSearchStatus state={state} locale={locale} />
    </form>
  );
}

/**
 * The search toggle of the icon group, below 992 px only (S2-103). In the server HTML it is a link to the field
 * (`#site-search`), which the field's `:target` rule shows, so a tap before the page's JavaScript has run opens it
 * (ADR 0044). Once hydrated it toggles the field in place and focuses it; a field opened by the link before stays
 * open (SearchBox reads the fragment).
 */
export function SearchToggle() {
  const t = useTranslations('Search');
  const open = useHeaderUiStore((state) => state.searchOpen);
  const setOpen = useHeaderUiStore((state) => state.setSearchOpen);
  return (
    <a
      href={`#${SEARCH_BOX_ID}`}
      className={`icon-button ${BP.mobileOnly}`}
      aria-expanded={open}
      aria-controls={SEARCH_BOX_ID}
      onClick={(event) => {
        event.preventDefault();
        setOpen(!open);
      }}
    >
      <SearchIcon />
      <span className="visually-hidden">{t('toggle')}</span>
    </a>
  );
}
