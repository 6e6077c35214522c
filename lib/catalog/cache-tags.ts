import type { TheliaLocale } from '@/contract/common';

/**
 * Cache tags of the catalogue reads. A signed revalidation call drops them when the back office changes an object;
 * every read of that object, in every locale, carries the object's tag.
 */
export const cacheTags = {
  config: (locale: TheliaLocale) => `config:${locale}`,
  menu: (locale: TheliaLocale) => `menu:${locale}`,
  product: (id: number) => `product:${id}`,
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  content: (id: number) => `content:${id}`,
  products: 'products',
} as const;
