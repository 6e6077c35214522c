import { z } from 'zod';
import { perLocaleSchema } from './product-card';

/** Thelia locales of the three shops (the backend's `view_locale` / `locale` parameter). */
export const theliaLocaleSchema = z.enum(['de_AT', 'de_DE', 'ro_RO']);
export type TheliaLocale = z.infer<typeof theliaLocaleSchema>;

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
