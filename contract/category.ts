import { z } from 'zod';
import { pageTextFields } from './common';
import { imageSchema } from './product-card';

/** One step of a breadcrumb: the object's title and its rewriting URL in the requested locale. */
export const crumbSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export type Crumb = z.infer<typeof crumbSchema>;

/** `GET /api/categories/{id}?locale=` answers `{categoryItems: [Category]}`; the storefront reads entry 0. */
export const categorySchema = z.object({
  id: z.number().int().positive(),
  parent: z.number().int().nonnegative(),
  visible: z.boolean(),
  position: z.number().int(),
  ...pageTextFields,
  image: z.nullable(imageSchema),
  path: z.array(crumbSchema),
  product_count: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ categoryItems: z.array(categorySchema) });

/** Helper `GET category/?category_id=&visible=1&locale=` and `category_children?category_id=&locale=`. */
export const categoryChildSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
  count: z.number().int().nonnegative(),
  image: z.nullable(imageSchema),
});
export type CategoryChild = z.infer<typeof categoryChildSchema>;
export const categoryChildrenResponseSchema = z.array(categoryChildSchema);

/**
 * Menu tree of the helper API (`GET category_menu/custom_attribute/?locale=`).
 * Field names as in the spec: Id, Title, URL, children; `count` is the number of visible products below.
 */
export type MenuCategory = { Id: number; Title: string; URL: string; count: number; children: MenuCategory[] };
export const menuCategorySchema: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({
    Id: z.number().int().positive(),
    Title: z.string(),
    URL: z.string(),
    count: z.number().int().nonnegative(),
    children: z.array(menuCategorySchema),
  }),
);
export const categoryMenuResponseSchema = z.array(menuCategorySchema);

/** `GET category_count/custom_attribute/` and `category_count/single/{id}`: visible products per category. */
export const categoryCountSchema = z.object({ category_id: z.number().int(), count: z.number().int().nonnegative() });
export const categoryCountResponseSchema = z.array(categoryCountSchema);
