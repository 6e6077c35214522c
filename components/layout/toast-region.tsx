'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { TOAST_SHOW_MS, useToastStore, type Toast } from '@/lib/ui-state/toast-store';
import styles from './toast-region.module.css';

/** One toast: it goes after its time, but never while the pointer or the focus is on it (WCAG 2.2.1: time to act on its link). */
function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('Common');
  const dismiss = useToastStore((state) => state.dismiss);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.kind === 'error' ? 2 * TOAST_SHOW_MS : TOAST_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss, paused]);
  return (
    <div
      className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`}
      data-testid="toast"
      onPointerEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onPointerLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      <span className={styles.text}>
        {toast.text}
        {toast.link ? (
          <Link href={toast.link.href} className={styles.link} onClick={() => dismiss(toast.id)}>
            {toast.link.label}
          </Link>
        ) : null}
      </span>
      <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('close')}>
        ×
      </button>
    </div>
  );
}

/**
 * Where toasts appear. Two live regions that exist from the first render (so screen readers announce what is added
 * later): errors assertively, confirmations politely. Above a page's bottom bar (the product page's buy bar, the
 * cart's checkout bar) where there is one.
 */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notes = toasts.filter((toast) => toast.kind === 'success');
  return (
    <div className={`${styles.region} ${BP.toastRegion}`}>
      <div className={styles.list} role="alert" aria-live="assertive">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className={styles.list} role="status" aria-live="polite">
        {notes.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
