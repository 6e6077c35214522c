import * as z from 'zod/mini';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';
import { productCardSchema } from '@/contract/product-card';

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
  return z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,15}(,\d{1,15})*$/, 'expected comma-separated ids')),
      z.transform((value: string) => [...new Set(value.split(',').map(Number))]),
    ),
    z.array(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))).check(z.minLength(1), z.maxLength(max)),
  );
}

export const listProductsRequestSchema = z.object({ ids: idsParam(WISHLIST_MAX_PRODUCTS) });
export const compareProductsRequestSchema = z.object({ ids: idsParam(COMPARE_MAX_PRODUCTS) });

export const specificationSchema = z.object({ id: z.int(), title: z.string(), value: z.string() });
export type SpecificationRow = z.infer<typeof specificationSchema>;

const quantityRuleSchema = z.object({ min: z.int().check(z.positive()), multiple: z.int().check(z.positive()) });

export const listProductsSchema = z.object({
  products: z.array(productCardSchema),
  /** Quantity rule by product id (minimum, multiple); a product without one takes any quantity from 1. */
  rules: z.record(z.string(), quantityRuleSchema),
});
export type ListProducts = z.infer<typeof listProductsSchema>;

export const compareProductsSchema = z.object({
  products: z.array(productCardSchema).check(z.maxLength(COMPARE_MAX_PRODUCTS)),
  /** Specifications by product id (title and value as the product page shows them). */
  specifications: z.record(z.string(), z.array(specificationSchema)),
});
export type CompareProducts = z.infer<typeof compareProductsSchema>;
