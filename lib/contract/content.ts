import { z } from 'zod';
import { imageSchema, pageTextFields } from './common';

/**
 * `GET content/custom_attribute/?content_id=&locale=`: a content page.
 * `postscriptum` may hold JSON `{"brand_id": n, "category_id": m}`: then the page is shown as a listing.
 */
export const contentSchema = z.object({
  id: z.number().int().positive(),
  ...pageTextFields,
  postscriptum: z.string(),
  folder_id: z.number().int().nonnegative(),
  images: z.array(imageSchema),
});
export type Content = z.infer<typeof contentSchema>;
export const contentResponseSchema = z.array(contentSchema).min(1);

/** `GET content_folder?folder_id=&locale=`: a folder with its contents (title, id, rewriting url). */
export const contentFolderSchema = z.object({
  id: z.number().int().positive(),
  parent: z.number().int().nonnegative(),
  title: z.string(),
  contents: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});
export type ContentFolder = z.infer<typeof contentFolderSchema>;

/** Listing parameters a content page can carry in its postscriptum. */
export const listingPostscriptumSchema = z.object({
  brand_id: z.coerce.number().int().positive(),
  category_id: z.coerce.number().int().positive(),
});
