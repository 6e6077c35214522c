import type { ProductCard } from '@/contract/product-card';

/** The products in the order of `ids` (the order the shopper added them); products of other ids are left out. */
export function inIdOrder<T extends Pick<ProductCard, 'id'>>(products: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
