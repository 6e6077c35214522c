'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { megaMenuSectionsOf, type MenuNode } from '@/lib/layout/mega-menu';
import { ChevronRightIcon } from './icons';
import styles from './mega-menu.module.css';

type Props = { tree: MenuNode[]; panelId: string; close: () => void };

/**
 * The open mega menu's top-level categories and the active one's sub-categories (lib/layout/mega-menu.ts). Its code
 * loads with the menu's tree (components/layout/mega-menu.tsx).
 */
export function MegaMenuSections({ tree, panelId, close }: Props) {
  const t = useTranslations('Menu');
  const sections = useMemo(() => megaMenuSectionsOf(tree), [tree]);
  const [chosenId, setActiveId] = useState<number | undefined>(undefined);
  const activeId = chosenId ?? sections[0]?.id;

  return (
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
  );
}
