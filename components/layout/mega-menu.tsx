'use client';

import { useEffect, useId, useRef } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { MenuIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useScrollLock } from './use-scroll-lock';
import { useCloseOnMediaChange } from './use-close-on-media';
import { useMenuTree } from './use-menu-tree';
import { useNativeOpen } from './use-native-open';
import { MenuLoadState } from './menu-load-state';
import styles from './mega-menu.module.css';

// The sections' code loads with the menu's tree (prefetched with it when the pointer or the focus reaches the toggle).
const loadSections = () => import('./mega-menu-sections');
const MegaMenuSections = dynamic(() => loadSections().then((module) => module.MegaMenuSections), { ssr: false });

/**
 * 'All categories' toggle and its mega menu (disclosure pattern): top-level categories on the left, the active
 * one's sub-categories with at most MEGA_MENU_THIRD_LEVEL_MAX third-level entries and a 'show all' link
 * (lib/layout/mega-menu.ts). Opening locks page scroll; it closes on outside click, Escape and navigation.
 * The tree loads when the menu first opens (prefetched when the pointer or focus reaches the toggle), so it is not
 * part of every page's HTML. A <details> disclosure: a click before the page's JavaScript has run opens it (ADR 0044),
 * showing 'Please wait...' until the tree arrives after hydration.
 */
export function MegaMenu() {
  const t = useTranslations('Menu');
  const panelId = useId();
  const pathname = usePathname();
  const rootRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const { open, onToggle, setOpen } = useNativeOpen(rootRef);
  // A navigation (a link inside, the back button) closes it: the element's open state is the browser's, not React's.
  useEffect(() => () => setOpen(false), [pathname, setOpen]);
  const { query, prefetch: prefetchTree } = useMenuTree(open);
  const prefetch = () => {
    void loadSections();
    prefetchTree();
  };
  const close = () => setOpen(false);

  useScrollLock(open);
  useCloseOnMediaChange(open, MEDIA_BELOW_MENU, close);
  useDismiss(rootRef, open, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <details ref={rootRef} className={styles.root} onToggle={onToggle}>
      <summary ref={toggleRef} className={styles.toggle} onPointerEnter={prefetch} onFocus={prefetch}>
        <MenuIcon size={20} />
        {t('allCategories')}
      </summary>
      <div id={panelId} className={styles.panel}>
        {!(open && query.data) ? (
          <MenuLoadState className={styles.loadState} failed={query.isError} onRetry={() => void query.refetch()} />
        ) : null}
        {open && query.data ? <MegaMenuSections tree={query.data} panelId={panelId} close={close} /> : null}
      </div>
    </details>
  );
}
