'use client';

import { useEffect, useId, useRef, useState } from 'react';
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
import styles from './mobile-menu.module.css';

// The tree's code loads with the menu's tree (prefetched with it when the pointer or the focus reaches the toggle).
const loadMenuTree = () => import('./mobile-menu-tree');
const MenuTree = dynamic(() => loadMenuTree().then((module) => module.MenuTree), { ssr: false });

/**
 * Mobile off-canvas menu (below 992 px): a modal <dialog>, so focus stays inside while it is open and Escape
 * closes it; a click on the backdrop or a navigation closes it too, and page scroll is locked meanwhile.
 * The category tree loads when the menu first opens (see useMenuTree).
 */
export function MobileMenu() {
  const t = useTranslations('Menu');
  const tAccount = useTranslations('Account');
  const titleId = useId();
  const pathname = usePathname();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === pathname;
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const close = () => setOpenAt(null);
  const { query, prefetch: prefetchTree } = useMenuTree(open);
  const prefetch = () => {
    void loadMenuTree();
    prefetchTree();
  };

  useScrollLock(open);
  useCloseOnMediaChange(open, MEDIA_BELOW_MENU, close);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={`icon-button ${BP.mobileOnly}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          void loadMenuTree();
          setOpenAt(pathname);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          // A click on the backdrop targets the dialog element itself; clicks inside hit its children.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.head}>
          <p id={titleId} className={styles.title}>
            {t('mobileMenuTitle')}
          </p>
          <button type="button" className="icon-button" onClick={close}>
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
                <Link className={styles.link} href="/login-register" onClick={close}>
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
      </dialog>
    </>
  );
}
