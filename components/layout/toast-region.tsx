'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { TOAST_SHOW_MS, useToastStore, type Toast } from '@/lib/ui-state/toast-store';
import styles from './toast-region.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('Common');
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.kind === 'error' ? 2 * TOAST_SHOW_MS : TOAST_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`} data-testid="toast">
      <span>{toast.text}</span>
      <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('close')}>
        ×
      </button>
    </div>
  );
}

/**
 * Where toasts appear. Two live regions that exist from the first render (so screen readers announce what is added
 * later): errors assertively, confirmations politely.
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
