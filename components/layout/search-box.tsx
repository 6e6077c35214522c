'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { searchPath } from '@/lib/format/search-path';
import { useHeaderUiStore } from '@/lib/ui-state/header-ui-store';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

const SEARCH_BOX_ID = 'site-search';

/**
 * The header's search form. Wide screens always show it; below 992 px it is hidden until the search toggle
 * (SearchToggle) opens it on its own row.
 */
export function SearchBox() {
  const t = useTranslations('Search');
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const open = useHeaderUiStore((state) => state.searchOpen);
  const setOpen = useHeaderUiStore((state) => state.setSearchOpen);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = value.trim();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    router.push(searchPath(term));
  }

  return (
    <form
      id={SEARCH_BOX_ID}
      role="search"
      className={`${styles.form} ${BP.mobileFullRow} ${open ? '' : BP.desktopOnly}`}
      onSubmit={submit}
    >
      <label htmlFor={`${SEARCH_BOX_ID}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={`${SEARCH_BOX_ID}-input`}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('submit')}</span>
      </button>
      {/*
        Live results dropdown (spec: chunks of SEARCH_DROPDOWN_CHUNK, from SEARCH_MIN_LENGTH characters, debounced
        SEARCH_DEBOUNCE_MS): render it here, fed by `value`, positioned by `.form { position: relative }`.
      */}
    </form>
  );
}

/** The search toggle of the icon group, below 992 px only (S2-103). */
export function SearchToggle() {
  const t = useTranslations('Search');
  const open = useHeaderUiStore((state) => state.searchOpen);
  const setOpen = useHeaderUiStore((state) => state.setSearchOpen);
  return (
    <button
      type="button"
      className={`icon-button ${BP.mobileOnly}`}
      aria-expanded={open}
      aria-controls={SEARCH_BOX_ID}
      onClick={() => setOpen(!open)}
    >
      <SearchIcon />
      <span className="visually-hidden">{t('toggle')}</span>
    </button>
  );
}
