import { z } from 'zod';
import { productCardSchema, type ProductCard } from '@/lib/contract/product';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/lib/shop/constants';

/**
 * The storefront endpoints the browser calls for the products of a wish list or compare list (kept in local storage
 * by id, per shop):
 * - `GET /api/products?ids=3,1,2`: 1 to 100 ids; product cards in the order of the ids (unknown and
 *   hidden ids are left out) and each product's quantity rule for 'add all to cart';
 * - `GET /api/compare?ids=3,1`: 1 to 4 ids; the cards and each product's specifications.
 * The shop is the one of the Host header (the page formats the prices in its currency). Anything else is 400
 * `{error:'bad-request'}`; an unreachable catalogue 503 `{error:'catalogue-unavailable'}`.
 */
function idsParam(max: number) {
  return z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'expected comma-separated ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(max));
}

export const listProductsRequestSchema = z.object({ ids: idsParam(WISHLIST_MAX_PRODUCTS) });
export const compareProductsRequestSchema = z.object({ ids: idsParam(COMPARE_MAX_PRODUCTS) });

export const specificationSchema = z.object({ id: z.number().int(), title: z.string(), value: z.string() });
export type SpecificationRow = z.infer<typeof specificationSchema>;

const quantityRuleSchema = z.object({ min: z.number().int().positive(), multiple: z.number().int().positive() });

export const listProductsSchema = z.object({
  products: z.array(productCardSchema),
  /** Quantity rule by product id (minimum, multiple); a product without one takes any quantity from 1. */
  rules: z.record(z.string(), quantityRuleSchema),
});
export type ListProducts = z.infer<typeof listProductsSchema>;

export const compareProductsSchema = z.object({
  products: z.array(productCardSchema).max(COMPARE_MAX_PRODUCTS),
  /** Specifications by product id (title and value as the product page shows them). */
  specifications: z.record(z.string(), z.array(specificationSchema)),
});
export type CompareProducts = z.infer<typeof compareProductsSchema>;

/** The products in the order of `ids` (the order the shopper added them); products of other ids are left out. */
export function inIdOrder<T extends Pick<ProductCard, 'id'>>(products: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
