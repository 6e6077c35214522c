'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/layout/mega-menu';
import { ChevronDownIcon } from './icons';
import styles from './mobile-menu.module.css';

/**
 * The category tree of the mobile menu: each level a list, sub-categories behind an expand button. Its code loads
 * with the menu's first opening (components/layout/mobile-menu.tsx).
 */
export function MenuTree({ nodes, level, onNavigate }: { nodes: MenuNode[]; level: number; onNavigate: () => void }) {
  const t = useTranslations('Menu');
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={styles.list} data-level={level}>
      {nodes.map((node) => {
        const isOpen = expanded.has(node.id);
        const childId = `${baseId}-${node.id}`;
        return (
          <li key={node.id}>
            <div className={styles.row}>
              <Link className={styles.link} href={node.href} onClick={onNavigate}>
                {node.title}
              </Link>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className={`icon-button ${styles.expand}`}
                  aria-expanded={isOpen}
                  aria-controls={childId}
                  onClick={() => toggle(node.id)}
                >
                  <ChevronDownIcon size={18} />
                  <span className="visually-hidden">{t('expandCategory', { category: node.title })}</span>
                </button>
              ) : null}
            </div>
            {node.children.length > 0 ? (
              <div id={childId} hidden={!isOpen}>
                <MenuTree nodes={node.children} level={level + 1} onNavigate={onNavigate} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
