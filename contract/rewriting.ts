import { z } from 'zod';
import { theliaLocaleSchema } from './common';

/** View types of the URL-rewriting table (Thelia `rewriting_url.view`, plus `pse` for a variant URL). */
export const rewritingViewSchema = z.enum(['product', 'category', 'brand', 'content', 'folder', 'pse']);
export type RewritingView = z.infer<typeof rewritingViewSchema>;

/**
 * `GET /api/rewriting?view_locale=de_AT&view_url=foo.html`.
 * `redirected_url` is set when the URL was moved: the storefront answers 301 to it.
 * Unknown URLs answer 404 with an apiError body.
 */
export const rewritingResponseSchema = z.object({
  view: rewritingViewSchema,
  view_id: z.number().int().positive(),
  view_locale: theliaLocaleSchema,
  url: z.string(),
  redirected_url: z.string().nullable(),
});
export type RewritingResponse = z.infer<typeof rewritingResponseSchema>;

/** Helper `POST search_url/` {view_locale, view_url}: the same lookup in the helper API's shape. */
export const searchUrlRequestSchema = z.object({
  view_locale: theliaLocaleSchema,
  view_url: z.string().max(2048),
});
export const searchUrlResponseSchema = z.object({
  view: rewritingViewSchema,
  view_id: z.number().int().positive(),
});
