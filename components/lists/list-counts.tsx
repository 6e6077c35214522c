'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CompareIcon, HeartIcon } from './list-icons';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

function CountLink({ href, label, count, testId, children }: { href: string; label: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Link href={href} className={`icon-button ${styles.headerLink}`} aria-label={label} title={label}>
      {children}
      {count > 0 ? (
        <span aria-hidden="true" className={styles.count} data-testid={testId}>
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * Header links to /wishlist and /compare (icon group, next to the cart) with the number of products on each list,
 * read from local storage after hydration (the server HTML shows no count); the link's name says the count.
 */
export function ListCounts() {
  const t = useTranslations('Lists');
  const { wishlist, compare } = useProductLists();
  return (
    <>
      <CountLink href="/wishlist" label={t('wishlistLink', { count: wishlist.length })} count={wishlist.length} testId="wishlist-count">
        <HeartIcon />
      </CountLink>
      <CountLink href="/compare" label={t('compareLink', { count: compare.length })} count={compare.length} testId="compare-count">
        <CompareIcon />
      </CountLink>
    </>
  );
}
