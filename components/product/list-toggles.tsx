'use client';

import { useTranslations } from 'next-intl';
import { useProductLists } from '@/components/lists/use-product-lists';
import styles from './purchase.module.css';

/** Wish-list and compare buttons of the product page: the lists live in this browser's local storage, per shop (by product id). */
export function ListToggles({ productId }: { productId: number }) {
  const t = useTranslations('Product');
  const { wishlist, compare, toggle } = useProductLists();
  const onWishlist = wishlist.includes(productId);
  const onCompare = compare.includes(productId);
  return (
    <div className={styles.lists}>
      <button type="button" className={styles.listButton} aria-pressed={onWishlist} onClick={() => toggle('wishlist', productId)}>
        <span aria-hidden="true">{onWishlist ? '♥' : '♡'}</span> {onWishlist ? t('wishlistRemove') : t('wishlistAdd')}
      </button>
      <button type="button" className={styles.listButton} aria-pressed={onCompare} onClick={() => toggle('compare', productId)}>
        <span aria-hidden="true">⇄</span> {onCompare ? t('compareRemove') : t('compareAdd')}
      </button>
    </div>
  );
}
