'use client';

import { useId, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BP } from '@/lib/format/breakpoints';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDismiss } from './use-dismiss';
import styles from './header.module.css';

/**
 * Account dropdown of the icon group: 'Account' and 'Log out' when logged in, 'Login/Register'
 * otherwise. The profile name is shown in lower case.
 */
export function AccountMenu() {
  const t = useTranslations('Account');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const profileName = useSessionStore((state) => state.profileName);
  const close = () => setOpen(false);
  useDismiss(rootRef, open, (reason) => {
    close();
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const label = loggedIn && profileName ? profileName.toLowerCase() : loggedIn ? t('account') : t('loginRegister');

  return (
    <div ref={rootRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={`icon-button ${styles.accountButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className={BP.srOnlyMobile}>
          <span className="visually-hidden">{t('menuLabel')}: </span>
          <span className={styles.profileName}>{label}</span>
        </span>
        <ChevronDownIcon size={16} className={BP.desktopOnly} />
      </button>
      <div id={panelId} className={`${styles.panel} ${styles.panelEnd}`} hidden={!open}>
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
              <Link href="/login-register" onClick={close}>
                {t('loginRegister')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
