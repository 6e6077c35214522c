'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from './floating.module.css';
import { useHydrated } from './use-hydrated';

/** 'Please wait...' shows only when a navigation takes longer than this, to avoid flicker. */
const PENDING_DELAY_MS = 150;
/** Gives up showing the hint when a navigation never completes (for example a failed request). */
const PENDING_GIVE_UP_MS = 10_000;

/** Path and query of a location, the key that changes when a client-side navigation completes. */
function locationKey(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}

/** The same-origin page an in-page click navigates to, or null when the click is not a client navigation. */
function navigationTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // A link that opens a panel instead (the desktop cart icon) is a disclosure: no navigation follows.
  if (anchor.hasAttribute('aria-expanded')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return locationKey(url.pathname, url.search.replace(/^\?/, ''));
}

function Feedback() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = locationKey(pathname, searchParams.toString());
  const currentRef = useRef(current);
  // The location a pending navigation started from: the hint shows only while we are still there.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const pending = pendingFrom !== null && pendingFrom === current;

  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event);
      const from = currentRef.current;
      if (target === null || target === from) return;
      clearTimeout(showTimer);
      clearTimeout(giveUpTimer);
      showTimer = setTimeout(() => setPendingFrom(from), PENDING_DELAY_MS);
      giveUpTimer = setTimeout(() => setPendingFrom(null), PENDING_GIVE_UP_MS);
    };
    // Capture phase: next/link cancels the click's default action before a bubbling listener would see it.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(showTimer);
      clearTimeout(giveUpTimer);
    };
  }, []);

  // Each navigation scrolls to the top (S2-70); the first render keeps the browser's own restore on reload.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" className={styles.statusRegion}>
      {pending ? (
        <span className={styles.pleaseWait}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('pleaseWait')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * 'Please wait...' while a client-side navigation is pending (S2-69), and scroll to top on every pathname
 * change (S2-70). useSearchParams needs a Suspense boundary for static rendering; the server HTML holds nothing of it,
 * so it mounts in the transition that follows hydration (ADR 0048).
 */
export function NavigationFeedback() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Feedback />
    </Suspense>
  );
}
