'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { ShopCode } from '@/lib/shop/shops';
import { productListsStore } from '@/lib/ui-state/product-lists-store';
import styles from './purchase.module.css';

/** Wish-list and compare buttons: the lists live in this browser's local storage, per shop (by product id). */
export function ListToggles({ shop, productId }: { shop: ShopCode; productId: number }) {
  const t = useTranslations('Product');
  const store = productListsStore(shop);
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
  const onWishlist = useStore(store, (state) => state.wishlist.includes(productId));
  const onCompare = useStore(store, (state) => state.compare.includes(productId));
  const toggle = useStore(store, (state) => state.toggle);
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
