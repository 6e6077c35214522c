import { z } from 'zod';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { theliaLocaleSchema, type TheliaLocale } from '@/contract/common';

const id = z.number().int().positive().max(2_147_483_647);

/**
 * Body of `POST /api/revalidate`: what changed in the back office. Catalogue objects name their id (their tag covers
 * every locale); config and menu name a locale, or all three when it is left out.
 */
export const revalidateRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('product'), id, locale: theliaLocaleSchema.optional() }),
  z.strictObject({ type: z.literal('category'), id, locale: theliaLocaleSchema.optional() }),
  z.strictObject({ type: z.literal('brand'), id, locale: theliaLocaleSchema.optional() }),
  z.strictObject({ type: z.literal('content'), id, locale: theliaLocaleSchema.optional() }),
  z.strictObject({ type: z.literal('config'), locale: theliaLocaleSchema.optional() }),
  z.strictObject({ type: z.literal('menu'), locale: theliaLocaleSchema.optional() }),
]);
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;

const ALL_LOCALES: readonly TheliaLocale[] = theliaLocaleSchema.options;

/** The cache tags (lib/catalog/cache-tags.ts) a change drops. */
export function tagsToDrop(request: RevalidateRequest): string[] {
  switch (request.type) {
    case 'product':
      return [cacheTags.product(request.id)];
    case 'category':
      return [cacheTags.category(request.id)];
    case 'brand':
      return [cacheTags.brand(request.id)];
    case 'content':
      return [cacheTags.content(request.id)];
    case 'config':
      return (request.locale ? [request.locale] : ALL_LOCALES).map(cacheTags.config);
    case 'menu':
      return (request.locale ? [request.locale] : ALL_LOCALES).map(cacheTags.menu);
  }
}
