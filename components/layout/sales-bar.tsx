'use client';

import { useState, type CSSProperties } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { isExternalHref, toHref } from '@/lib/format/href';
import { SALES_BAR_ELEMENT_ID, SALES_BAR_KEY_ATTRIBUTE, SALES_BAR_SIGNATURE_ATTRIBUTE } from '@/lib/ui-state/sales-bar-hide-script.cjs';
import { ChevronRightIcon, CloseIcon } from './icons';
import { useHydrated } from './use-hydrated';
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
 * One line from 360 px on (ADR 0044): with a link the whole message is the link; below 576 px its text (often
 * 'Learn more') gives way to a chevron and stays its accessible name's end. The dismiss button remembers the choice
 * in local storage, which needs the page's JavaScript: it is disabled until the page has hydrated.
 */
export function SalesBar({ message, link, linkText, dismissible, color, background, storageKey, signature }: SalesBarProps) {
  const t = useTranslations('Header');
  const stored = useLocalStorageValue(storageKey);
  const [dismissedNow, setDismissedNow] = useState(false);
  const hydrated = useHydrated();
  if (dismissedNow || (dismissible && stored === signature)) return null;

  const href = link ? toHref(link) : '';
  const linkContent = (
    <>
      {message} <span className={`${styles.linkText} ${BP.srOnlyMobile}`}>{linkText}</span>
      <ChevronRightIcon size={16} className={`${styles.chevron} ${BP.mobileOnly}`} />
    </>
  );
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
        {href && linkText ? (
          isExternalHref(href) ? (
            <a className={styles.link} href={href}>
              {linkContent}
            </a>
          ) : (
            <Link className={styles.link} href={href}>
              {linkContent}
            </Link>
          )
        ) : (
          message
        )}
      </p>
      {dismissible ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('salesBarDismiss')}
          disabled={!hydrated}
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

