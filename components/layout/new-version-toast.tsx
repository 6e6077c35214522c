'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { NEW_VERSION_TOAST_MS } from '@/contract/constants';
import { queueMessageTask } from '@/lib/scheduling/message-task';
import { runVersionCheck } from '@/lib/ui-state/version-check';
import toastStyles from './toast-region.module.css';
import styles from './new-version-toast.module.css';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * The version check after hydration and its one-time toast 'Our website has been updated' (spec section 4): 15 s,
 * an OK button, top-right above 767 px, top-center below. The live region is on the page before its text arrives, so
 * screen readers announce it; focus stays where the shopper is. Like every toast it waits while the pointer or the
 * focus is on it (WCAG 2.2.1).
 */
export function NewVersionToast() {
  const t = useTranslations('VersionToast');
  const [shown, setShown] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;

  useEffect(() => {
    const outcome = runVersionCheck({ local: storage('localStorage'), session: storage('sessionStorage'), reload: () => window.location.reload() });
    // A task later: the empty live region is in the accessibility tree first, so its text is announced.
    if (outcome === 'toast') queueMessageTask(() => setShown(true));
  }, []);

  useEffect(() => {
    if (!shown || paused) return undefined;
    const timer = window.setTimeout(() => setShown(false), NEW_VERSION_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown, paused]);

  return (
    <div className={`${styles.region} ${BP.versionToast}`} role="status" aria-live="polite">
      {shown ? (
        <div
          className={`${toastStyles.toast} ${toastStyles.success}`}
          data-testid="new-version-toast"
          onPointerEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
          onPointerLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
          onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHeld((state) => ({ ...state, focus: false }));
          }}
        >
          <span className={toastStyles.text}>{t('message')}</span>
          <button type="button" className={styles.ok} onClick={() => setShown(false)}>
            {t('ok')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
