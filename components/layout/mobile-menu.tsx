'use client';

import { useEffect, useId, useRef } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BP, MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { useMenuTree } from './use-menu-tree';
import { MenuLoadState } from './menu-load-state';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { CloseIcon, MenuIcon } from './icons';
import { useScrollLock } from './use-scroll-lock';
import { useCloseOnMediaChange } from './use-close-on-media';
import { useNativeOpen } from './use-native-open';
import { useFocusTrap } from './use-focus-trap';
import styles from './mobile-menu.module.css';
import { loginPathFor } from '@/lib/account/last-location';

// The tree's code loads with the menu's tree (prefetched with it when the pointer or the focus reaches the toggle).
const loadMenuTree = () => import('./mobile-menu-tree');
const MenuTree = dynamic(() => loadMenuTree().then((module) => module.MenuTree), { ssr: false });

/**
 * Mobile off-canvas menu (below 992 px): a panel with the `popover` attribute opened by its toggle's
 * `popovertarget`, so a tap opens it before the page's JavaScript has run (ADR 0044). The browser puts it on top
 * of the page, moves Tab into it next, and closes it on Escape and on a tap on the backdrop; once hydrated a
 * navigation closes it too, focus moves into it, Tab stays inside it (the page under it is inert) and page scroll is
 * locked meanwhile; when it closes the focus goes back to its toggle. The category tree loads when
 * the menu is open after hydration (see useMenuTree); until then it says 'Please wait...', the service links work.
 */
export function MobileMenu() {
  const t = useTranslations('Menu');
  const tAccount = useTranslations('Account');
  const titleId = useId();
  const panelId = `${titleId}-menu`;
  const pathname = usePathname();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { open, onToggle, setOpen } = useNativeOpen(panelRef);
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const close = () => setOpen(false);
  const { query, prefetch: prefetchTree } = useMenuTree(open);
  const prefetch = () => {
    void loadMenuTree();
    prefetchTree();
  };

  useScrollLock(open);
  // A popover is not modal by itself: the trap keeps Tab and Shift+Tab off the header under the panel.
  useFocusTrap(panelRef, open, { inert: true, returnTo: toggleRef });
  useCloseOnMediaChange(open, MEDIA_BELOW_MENU, close);
  // A navigation (a link inside, the back button) closes it: the element's open state is the browser's, not React's.
  useEffect(() => () => setOpen(false), [pathname, setOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`icon-button ${BP.mobileOnly}`}
        popoverTarget={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        className={styles.dialog}
        aria-labelledby={titleId}
        onToggle={(event) => {
          onToggle(event);
          if (event.newState === 'open') closeRef.current?.focus();
        }}
      >
        <div className={styles.head}>
          <p id={titleId} className={styles.title}>
            {t('mobileMenuTitle')}
          </p>
          <button ref={closeRef} type="button" className="icon-button" popoverTarget={panelId} popoverTargetAction="hide">
            <CloseIcon />
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('mobileNavLabel')} className={styles.body}>
          <p className={styles.group}>{t('categories')}</p>
          {query.data ? (
            <MenuTree nodes={query.data} level={0} onNavigate={close} />
          ) : (
            <MenuLoadState className={styles.loadState} failed={query.isError} onRetry={() => void query.refetch()} />
          )}
          <p className={styles.group}>{t('service')}</p>
          <ul className={styles.list}>
            {loggedIn ? (
              <>
                <li>
                  <Link className={styles.link} href="/account" onClick={close}>
                    {tAccount('account')}
                  </Link>
                </li>
                <li>
                  <Link className={styles.link} href="/logout" onClick={close} prefetch={false}>
                    {tAccount('logout')}
                  </Link>
                </li>
              </>
            ) : (
              <li>
                <Link className={styles.link} href={loginPathFor('/account')} onClick={close}>
                  {tAccount('loginRegister')}
                </Link>
              </li>
            )}
            <li>
              <Link className={styles.link} href="/contact" onClick={close}>
                {t('contact')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
