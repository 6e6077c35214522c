'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/product-card';
import type { CurrencySettings } from '@/lib/pricing/money';
import { AddAllToCart } from './add-all-to-cart';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states';
import { useDropMissing } from './use-drop-missing';
import { useProductCards } from './use-list-products';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

type Props = { currency: CurrencySettings; locale: string; vatNote: string };

/**
 * /wishlist: the wish-list products as cards (picture, title linking to the product, price with the VAT note, stock)
 * in the order they were added, each with a remove button; 'add all to cart' adds the orderable ones. Products the
 * catalogue no longer shows are dropped from the list quietly.
 */
export function WishlistView({ currency, locale, vatNote }: Props) {
  const t = useTranslations('Lists');
  const { wishlist, hydrated, remove } = useProductLists();
  const { status, data, products, missing, retry } = useProductCards(wishlist, hydrated);
  const list = useRef<HTMLUListElement>(null);
  useDropMissing('wishlist', missing);
  if (!hydrated) return <ListLoading />;
  if (wishlist.length === 0) return <ListEmpty text={t('wishlistEmpty')} />;
  if (status === 'error') return <ListLoadFailed onRetry={retry} />;
  if (status === 'loading') return <ListLoading />;
  if (products.length === 0) return <ListEmpty text={t('wishlistEmpty')} />;
  const onRemove = (id: number) => {
    remove('wishlist', [id]);
    // The pressed button goes away with its card: keep the keyboard in the list.
    list.current?.focus();
  };
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {t('wishlistCount', { count: products.length })}
        </p>
        <AddAllToCart products={products} rules={data?.rules ?? {}} />
      </div>
      <ul ref={list} className={styles.grid} aria-label={t('wishlistTitle')} tabIndex={-1}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} currency={currency} locale={locale} vatNote={vatNote} headingLevel={2} />
            <button type="button" className={`link-button ${styles.removeButton}`} onClick={() => onRemove(product.id)} aria-label={t('removeFromWishlist', { title: product.title })}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
