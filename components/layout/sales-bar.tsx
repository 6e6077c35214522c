'use client';

import { useState, type CSSProperties } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isExternalHref, toHref } from '@/lib/format/href';
import { SALES_BAR_ELEMENT_ID, SALES_BAR_KEY_ATTRIBUTE, SALES_BAR_SIGNATURE_ATTRIBUTE } from '@/lib/ui-state/sales-bar-hide-script.cjs';
import { CloseIcon } from './icons';
import { useLocalStorageValue, writeLocalStorage } from './use-local-storage-value';
import styles from './sales-bar.module.css';

export type SalesBarProps = {
  message: string;
  link: string;
  linkText: string;
  dismissible: boolean;
  color: string;
  background: string;
  /** Local-storage key (per shop) and signature of this message: see lib/ui-state/sales-bar-dismissal.ts. */
  storageKey: string;
  signature: string;
};

/**
 * The header's sales bar. Rendered on the server for everyone; after hydration it disappears when this message
 * was dismissed before (an inline script in SiteHeader already hid it before the first paint).
 */
export function SalesBar({ message, link, linkText, dismissible, color, background, storageKey, signature }: SalesBarProps) {
  const t = useTranslations('Header');
  const stored = useLocalStorageValue(storageKey);
  const [dismissedNow, setDismissedNow] = useState(false);
  if (dismissedNow || (dismissible && stored === signature)) return null;

  const href = link ? toHref(link) : '';
  const style = {
    ...(color ? { '--sales-bar-color': color } : {}),
    ...(background ? { '--sales-bar-background': background } : {}),
  } as CSSProperties;

  return (
    <div
      id={SALES_BAR_ELEMENT_ID}
      {...(dismissible ? { [SALES_BAR_KEY_ATTRIBUTE]: storageKey, [SALES_BAR_SIGNATURE_ATTRIBUTE]: signature } : {})}
      className={styles.bar}
      style={style}
      role="region"
      aria-label={t('salesBarLabel')}
    >
      <p className={styles.text}>
        <span>{message}</span>
        {href && linkText ? (
          isExternalHref(href) ? (
            <a className={styles.link} href={href}>
              {linkText}
            </a>
          ) : (
            <Link className={styles.link} href={href}>
              {linkText}
            </Link>
          )
        ) : null}
      </p>
      {dismissible ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('salesBarDismiss')}
          onClick={() => {
            setDismissedNow(true);
            writeLocalStorage(storageKey, signature);
          }}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
