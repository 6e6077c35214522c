'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/product-card';
import { useCartActions } from '@/components/cart/use-cart-actions';
import { stockLabel } from '@/lib/catalog/stock-label';
import type { CurrencySettings } from '@/lib/pricing/money';
import { adjustQuantity } from '@/lib/product/quantity';
import { useDropMissing } from './use-drop-missing';
import { useListProducts } from './use-list-products';
import { useProductLists } from './use-product-lists';
import styles from './lists.module.css';

type Props = { currency: CurrencySettings; locale: string; vatNote: string };

/** /wishlist: the wish-list products as cards (the card's heart removes one); 'add all to cart' adds the orderable ones at their minimum quantity. */
export function WishlistView({ currency, locale, vatNote }: Props) {
  const t = useTranslations('Lists');
  const { wishlist, hydrated } = useProductLists();
  const { data, isError, refetch, isPending } = useListProducts(wishlist, true, hydrated);
  const { addMany } = useCartActions();
  useDropMissing('wishlist', wishlist, data?.products);
  if (!hydrated) return <p role="status">{t('loading')}</p>;
  if (wishlist.length === 0) {
    return (
      <>
        <p>{t('wishlistEmpty')}</p>
        <Link href="/" className="button">
          {t('toHomepage')}
        </Link>
      </>
    );
  }
  if (isError) {
    return (
      <p role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (isPending || !data) return <p role="status">{t('loading')}</p>;
  const orderable = data.products.filter((product) => product.prices.promo_price > 0 && stockLabel(product.stock_state, product.quantity, product.available_from).orderable);
  const addAll = () =>
    void addMany(
      orderable.map((product) => {
        const rule = data.rules[String(product.id)] ?? { min: 1, multiple: 1 };
        return { productId: product.id, pseId: product.pse_id, quantity: adjustQuantity(1, rule) };
      }),
    );
  return (
    <>
      <div className={styles.toolbar}>
        <p>{t('wishlistCount', { count: data.products.length })}</p>
        {orderable.length > 0 ? (
          <button type="button" className="button" onClick={addAll}>
            {t('addAllToCart')}
          </button>
        ) : null}
      </div>
      <ul className={styles.grid} aria-label={t('wishlistTitle')}>
        {data.products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} currency={currency} locale={locale} vatNote={vatNote} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}
