'use client';

import { useId, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { megaMenuSectionsOf } from '@/lib/format/mega-menu';
import { ChevronRightIcon, MenuIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useScrollLock } from './use-scroll-lock';
import { useCloseOnMediaChange } from './use-close-on-media';
import { useMenuTree } from './use-menu-tree';
import { MenuLoadState } from './menu-load-state';
import styles from './mega-menu.module.css';

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
  const { query, prefetch } = useMenuTree(open);
  const sections = useMemo(() => megaMenuSectionsOf(query.data ?? []), [query.data]);
  const [chosenId, setActiveId] = useState<number | undefined>(undefined);
  const activeId = chosenId ?? sections[0]?.id;
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
        onClick={() => setOpenAt(open ? null : pathname)}
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
        <ul className={styles.topList}>
          {sections.map((section) => {
            const active = section.id === activeId;
            const sectionId = `${panelId}-${section.id}`;
            return (
              <li key={section.id} className={styles.topItem}>
                <button
                  type="button"
                  className={styles.topButton}
                  aria-expanded={active}
                  aria-controls={sectionId}
                  onClick={() => setActiveId(section.id)}
                  onMouseEnter={() => setActiveId(section.id)}
                >
                  <span>{section.title}</span>
                  <ChevronRightIcon size={16} />
                </button>
                <div id={sectionId} className={styles.section} hidden={!active}>
                  <p className={styles.sectionTitle}>
                    <Link href={section.href} onClick={close}>
                      {t('showAllIn', { category: section.title })}
                    </Link>
                  </p>
                  <ul className={styles.columns}>
                    {section.columns.map((column) => (
                      <li key={column.id} className={styles.column}>
                        <Link className={styles.columnTitle} href={column.href} onClick={close}>
                          {column.title}
                        </Link>
                        {column.entries.length > 0 ? (
                          <ul className={styles.entries}>
                            {column.entries.map((entry) => (
                              <li key={entry.id}>
                                <Link href={entry.href} onClick={close}>
                                  {entry.title}
                                </Link>
                              </li>
                            ))}
                            {column.hasMore ? (
                              <li>
                                <Link className={styles.more} href={column.href} onClick={close}>
                                  {t('showAll')}
                                  <span className="visually-hidden">: {column.title}</span>
                                </Link>
                              </li>
                            ) : null}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
