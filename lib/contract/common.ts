import { z } from 'zod';

/** Thelia locales of the three shops (the backend's `view_locale` / `locale` parameter). */
export const theliaLocaleSchema = z.enum(['de_AT', 'de_DE', 'ro_RO']);
export type TheliaLocale = z.infer<typeof theliaLocaleSchema>;

/** A value for each shop locale; a locale is missing when the object has no text or URL there. */
export const perLocaleSchema = z.object({
  de_AT: z.string().optional(),
  de_DE: z.string().optional(),
  ro_RO: z.string().optional(),
});
export type PerLocale = z.infer<typeof perLocaleSchema>;

/**
 * Stock states of the spec (section 4, 'Stock labels'):
 * in stock, not in stock, must be ordered extra, preorder or backorder, available from a date,
 * order on demand, undeliverable in the country.
 */
export const stockStateSchema = z.enum([
  'in_stock',
  'out_of_stock',
  'order_extra',
  'backorder',
  'available_from',
  'on_demand',
  'undeliverable',
]);
export type StockState = z.infer<typeof stockStateSchema>;

/**
 * An image of the backend. `url` is a path below the backend's base URL (for example
 * `/media/product/grohe-1.webp`); the storefront serves it through its own `/media` route.
 */
export const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/** Keyword badge of the keyword group 'badges' (JSON with colour). */
export const keywordBadgeSchema = z.object({
  title: z.string(),
  color: z.string(),
  background: z.string(),
});
export type KeywordBadge = z.infer<typeof keywordBadgeSchema>;

/** Error body of the backend and helper API for 4xx answers. */
export const apiErrorSchema = z.object({
  status_code: z.number().int(),
  error: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Booleans as the helper API sends them: 0/1, '0'/'1', 'true'/'false' or real booleans. */
export const flagSchema = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** Comma-separated id lists of the locale config ('1,2, 3'), parsed to numbers. */
export const idListSchema = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
  );

/**
 * The texts and addresses every catalogue object (product, category, brand, content) carries in the requested locale:
 * Thelia's i18n fields plus its rewriting URL, and the URLs of the same object in every shop locale (for hreflang).
 */
export const pageTextFields = {
  title: z.string(),
  chapo: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  url: z.string(),
  urls: perLocaleSchema,
};
