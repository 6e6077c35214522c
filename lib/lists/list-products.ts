import { z } from 'zod';
import { APP_LOCALES } from '@/lib/shop/shops';
import { productCardSchema } from '@/lib/contract/product';

/**
 * `GET /api/products?locale=de-AT&ids=3,1,2[&details=1]`: the product cards of a wish list or compare list, in the
 * order of the ids (unknown and hidden ids are left out). With `details=1` also each product's specifications and its
 * quantity rule (minimum, multiple: the helper API's multiplier/bulk), for the compare table and 'add all to cart'.
 */
export const listProductsRequestSchema = z.object({
  locale: z.enum(APP_LOCALES),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'expected 1 to 100 comma-separated ids')
    .transform((value) => [...new Set(value.split(',').map(Number))].filter((id) => id > 0)),
  details: z.enum(['0', '1']).optional(),
});

export const specificationSchema = z.object({ id: z.number().int(), title: z.string(), value: z.string() });
export type SpecificationRow = z.infer<typeof specificationSchema>;

export const listProductsSchema = z.object({
  products: z.array(productCardSchema),
  specifications: z.record(z.string(), z.array(specificationSchema)),
  rules: z.record(z.string(), z.object({ min: z.number().int().positive(), multiple: z.number().int().positive() })),
});
export type ListProducts = z.infer<typeof listProductsSchema>;
