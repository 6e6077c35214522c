'use client';

import { useTranslations } from 'next-intl';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

/** The wish-list and compare buttons of a product card. */
export function CardListToggles({ productId, title }: { productId: number; title: string }) {
  const t = useTranslations('Lists');
  const { wishlist, compare, toggle } = useProductLists();
  const onWishlist = wishlist.includes(productId);
  const onCompare = compare.includes(productId);
  return (
    <div className={styles.cardToggles}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={onWishlist}
        aria-label={t(onWishlist ? 'wishlistRemove' : 'wishlistAdd', { title })}
        onClick={() => toggle('wishlist', productId)}
      >
        <span aria-hidden="true">{onWishlist ? '♥' : '♡'}</span>
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={onCompare}
        aria-label={t(onCompare ? 'compareRemove' : 'compareAdd', { title })}
        onClick={() => toggle('compare', productId)}
      >
        <span aria-hidden="true">⇄</span>
      </button>
    </div>
  );
}
