import { z } from 'zod';
import { pageTextFields } from './common';
import { imageSchema } from './product-card';

/** `GET brand_list?locale=`: every visible brand. */
export const brandListItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
  logo: z.nullable(imageSchema),
  count: z.number().int().nonnegative(),
});
export type BrandListItem = z.infer<typeof brandListItemSchema>;
export const brandListResponseSchema = z.array(brandListItemSchema);

/** `GET brands/{id}/{locale}`: one brand with its texts and the manufacturer's address (EU GPSR). */
export const brandSchema = z.object({
  id: z.number().int().positive(),
  ...pageTextFields,
  logo: z.nullable(imageSchema),
  manufacturer_name: z.string(),
  manufacturer_address: z.string(),
  manufacturer_email: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** `GET brand_count/{id}`: visible products of the brand. */
export const brandCountSchema = z.object({ brand_id: z.number().int(), count: z.number().int().nonnegative() });
/** `GET brand_category_count?brand_id=&locale=`: the brand's products per category. */
export const brandCategoryCountSchema = z.object({
  category_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  count: z.number().int().nonnegative(),
});
export type BrandCategoryCount = z.infer<typeof brandCategoryCountSchema>;
export const brandCategoryCountResponseSchema = z.array(brandCategoryCountSchema);
