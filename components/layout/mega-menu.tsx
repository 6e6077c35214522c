'use client';

import { useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { MenuIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useScrollLock } from './use-scroll-lock';
import { useCloseOnMediaChange } from './use-close-on-media';
import { useMenuTree } from './use-menu-tree';
import { MenuLoadState } from './menu-load-state';
import styles from './mega-menu.module.css';

// The sections' code loads with the menu's tree (prefetched with it when the pointer or the focus reaches the toggle).
const loadSections = () => import('./mega-menu-sections');
const MegaMenuSections = dynamic(() => loadSections().then((module) => module.MegaMenuSections), { ssr: false });

/**
 * 'All categories' toggle and its mega menu (disclosure pattern): top-level categories on the left, the active
 * one's sub-categories with at most MEGA_MENU_THIRD_LEVEL_MAX third-level entries and a 'show all' link
 * (lib/format/mega-menu.ts). Opening locks page scroll; it closes on outside click, Escape and navigation.
 * The tree loads when the menu first opens (prefetched when the pointer or focus reaches the toggle), so it is not
 * part of every page's HTML.
 */
export function MegaMenu() {
  const t = useTranslations('Menu');
  const panelId = useId();
  const pathname = usePathname();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Open "at" a path: navigating elsewhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === pathname;
  const { query, prefetch: prefetchTree } = useMenuTree(open);
  const prefetch = () => {
    void loadSections();
    prefetchTree();
  };
  const close = () => setOpenAt(null);

  useScrollLock(open);
  useCloseOnMediaChange(open, MEDIA_BELOW_MENU, close);
  useDismiss(rootRef, open, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          void loadSections();
          setOpenAt(open ? null : pathname);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <MenuIcon size={20} />
        {t('allCategories')}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && !query.data ? (
          <MenuLoadState className={styles.loadState} failed={query.isError} onRetry={() => void query.refetch()} />
        ) : null}
        {open && query.data ? <MegaMenuSections tree={query.data} panelId={panelId} close={close} /> : null}
      </div>
    </div>
  );
}
