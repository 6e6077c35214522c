'use client';

import { useTranslations } from 'next-intl';
import { useCartActions } from '@/components/cart/use-cart-actions';
import { stockLabel } from '@/lib/catalog/stock-label';
import type { ListProducts } from '@/lib/lists/list-products';
import { adjustQuantity } from '@/lib/product/quantity';
import type { ProductCard } from '@/contract/product-card';
import { BusyButton } from '@/components/forms/busy-button';

/**
 * 'Add all to cart' of the wish list: one multi-add of the products that have a price and can be ordered, each at its
 * smallest orderable quantity. The cart actions show the outcome (and a failed add) as a toast.
 */
export function AddAllToCart({ products, rules }: { products: readonly ProductCard[]; rules: ListProducts['rules'] }) {
  const t = useTranslations('Lists');
  const { addMany, pending } = useCartActions();
  const orderable = products.filter((product) => product.prices.promo_price > 0 && stockLabel(product.stock_state, product.quantity, product.available_from).orderable);
  if (orderable.length === 0) return null;
  const addAll = () =>
    void addMany(
      orderable.map((product) => ({
        productId: product.id,
        pseId: product.pse_id,
        quantity: adjustQuantity(1, rules[String(product.id)] ?? { min: 1, multiple: 1 }),
      })),
    );
  return (
    <BusyButton type="button" className="button" onClick={addAll} busy={pending}>
      {t('addAllToCart')}
    </BusyButton>
  );
}
