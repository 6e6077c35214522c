'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

/** Header links to the wish list and the compare list with their counts. */
export function ListCounts() {
  const t = useTranslations('Lists');
  const { wishlist, compare } = useProductLists();
  return (
    <>
      <Link href="/wishlist" className={`icon-button ${styles.headerLink}`} aria-label={t('wishlistLink', { count: wishlist.length })}>
        <span aria-hidden="true" className={styles.headerIcon}>♡</span>
        <span aria-hidden="true" className={styles.count} data-testid="wishlist-count">
          {wishlist.length}
        </span>
      </Link>
      <Link href="/compare" className={`icon-button ${styles.headerLink}`} aria-label={t('compareLink', { count: compare.length })}>
        <span aria-hidden="true" className={styles.headerIcon}>⇄</span>
        <span aria-hidden="true" className={styles.count} data-testid="compare-count">
          {compare.length}
        </span>
      </Link>
    </>
  );
}
