'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowUpIcon } from './icons';
import styles from './floating.module.css';

/** The button appears once the page is scrolled further than this. */
const SCROLL_TO_TOP_AFTER_PX = 400;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLL_TO_TOP_AFTER_PX;

/** Scroll-to-top button on every page (S2-93), shown after scrolling 400 px. */
export function ScrollToTopButton() {
  const t = useTranslations('Common');
  const visible = useSyncExternalStore(subscribe, isScrolled, () => false);
  if (!visible) return null;

  return (
    <button
      type="button"
      className={styles.toTop}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // The button disappears at the top: move focus to the start of the page instead of losing it.
        document.querySelector<HTMLElement>('header a[href], header button, header select')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{t('scrollToTop')}</span>
    </button>
  );
}
