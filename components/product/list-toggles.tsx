'use client';

import { useTranslations } from 'next-intl';
import { CompareIcon, HeartIcon } from '@/components/lists/list-icons';
import { useProductLists } from '@/components/lists/use-product-lists';
import type { WishlistAnalytics } from '@/lib/analytics/ga4-wishlist-event';
import styles from './purchase.module.css';

/**
 * Wish-list and compare buttons of the product page: the lists live in this browser's local storage, per shop (by
 * product id). A fifth product to compare is refused with a toast (components/lists/use-product-lists.ts).
 */
export function ListToggles({ productId, analytics }: { productId: number; analytics: { title: string } & WishlistAnalytics }) {
  const t = useTranslations('Product');
  const { wishlist, compare, toggle } = useProductLists();
  const onWishlist = wishlist.includes(productId);
  const onCompare = compare.includes(productId);
  return (
    <div className={styles.lists}>
      <button type="button" className={styles.listButton} aria-pressed={onWishlist} onClick={() => toggle('wishlist', productId, analytics)}>
        <HeartIcon size={18} filled={onWishlist} /> {onWishlist ? t('wishlistRemove') : t('wishlistAdd')}
      </button>
      <button type="button" className={styles.listButton} aria-pressed={onCompare} onClick={() => toggle('compare', productId)}>
        <CompareIcon size={18} /> {onCompare ? t('compareRemove') : t('compareAdd')}
      </button>
    </div>
  );
}
