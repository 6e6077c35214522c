'use client';

import { useTranslations } from 'next-intl';
import { CompareIcon, HeartIcon } from './list-icons';
import type { WishlistAnalytics } from '@/lib/analytics/ga4-wishlist-event';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

/**
 * The wish-list and compare buttons of a product card (listings, search results, carousels, the wish list): a small
 * client island in the otherwise server-rendered card. Each is a toggle (aria-pressed) named with the product title.
 */
export function CardListToggles({ productId, title, analytics }: { productId: number; title: string; analytics: WishlistAnalytics }) {
  const t = useTranslations('Lists');
  const { wishlist, compare, toggle } = useProductLists();
  const onWishlist = wishlist.includes(productId);
  const onCompare = compare.includes(productId);
  const wishlistLabel = t(onWishlist ? 'wishlistRemove' : 'wishlistAdd', { title });
  const compareLabel = t(onCompare ? 'compareRemove' : 'compareAdd', { title });
  return (
    <div className={styles.cardToggles}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={onWishlist}
        aria-label={wishlistLabel}
        title={wishlistLabel}
        onClick={() => toggle('wishlist', productId, { ...analytics, title })}
      >
        <HeartIcon size={18} filled={onWishlist} />
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={onCompare}
        aria-label={compareLabel}
        title={compareLabel}
        onClick={() => toggle('compare', productId)}
      >
        <CompareIcon size={18} />
      </button>
    </div>
  );
}
