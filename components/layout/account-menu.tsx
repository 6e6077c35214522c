'use client';

import { useRef } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useNativeOpen } from './use-native-open';
import styles from './header.module.css';
import { loginPathFor } from '@/lib/account/last-location';

/**
 * Account dropdown of the icon group: 'Account' and 'Log out' when logged in, 'Login/Register'
 * otherwise. The profile name is shown as the customer entered it (ADR 0057: the spec's lower case is not kept). A <details> disclosure: a tap opens it before the page's
 * JavaScript has run (ADR 0044); once hydrated an outside click, Escape or a chosen link closes it.
 */
export function AccountMenu() {
  const t = useTranslations('Account');
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const { open, onToggle, setOpen } = useNativeOpen(rootRef);
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const profileName = useSessionStore((state) => state.profileName);
  const close = () => setOpen(false);
  useDismiss(rootRef, open, (reason) => {
    close();
    if (reason === 'escape') summaryRef.current?.focus();
  });

  const label = loggedIn && profileName ? profileName : loggedIn ? t('account') : t('loginRegister');
  // Only a shopper's own name is cut to the width of the button (a long name must not push the cart off the row);
  // the shop's own labels are short enough in every language and are shown whole.
  const labelClass = loggedIn && profileName ? styles.profileName : undefined;

  return (
    <details ref={rootRef} className={styles.dropdown} onToggle={onToggle}>
      <summary ref={summaryRef} className={`icon-button ${styles.summary} ${styles.accountButton}`}>
        <UserIcon />
        <span className={BP.srOnlyMobile}>
          <span className="visually-hidden">{t('menuLabel')}: </span>
          <span className={labelClass}>{label}</span>
        </span>
        <ChevronDownIcon size={16} className={BP.desktopOnly} />
      </summary>
      <div className={`${styles.panel} ${styles.panelEnd} ${BP.mobileRowPanel}`}>
        <ul className={styles.menuList}>
          {loggedIn ? (
            <>
              <li>
                <Link href="/account" onClick={close}>
                  {t('account')}
                </Link>
              </li>
              <li>
                <Link href="/logout" onClick={close} prefetch={false}>
                  {t('logout')}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link href={loginPathFor('/account')} onClick={close}>
                {t('loginRegister')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </details>
  );
}
