import type { ProductDoc } from '@/contract/search/engine-schema';
import { asciiFolding } from '@/contract/search/analysis/token-filters';
import type { TheliaLocale } from '@/contract/common';
import type { RelevanceRule } from './judged-queries';

/** Lower case, accents folded, every sign a space, spaces collapsed: '90 x 90 cm' and 'LED-Beleuchtung' as words. */
export const plainWords = (text: string): string => asciiFolding(text.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The fields a rule reads, as a product document of the shop's index holds them. */
export type JudgedProduct = Pick<ProductDoc, 'title' | 'brand_title' | 'category_titles' | 'product_kind'>;

/** Whether a product is what the shopper meant, by the rule (every condition given must hold). */
export function isRelevant(product: JudgedProduct, rule: RelevanceRule, locale: TheliaLocale): boolean {
  if (rule.category && !rule.category.some((title) => product.category_titles.includes(title))) return false;
  if (rule.brand !== undefined && product.brand_title !== rule.brand) return false;
  if (rule.kind !== undefined && product.product_kind !== rule.kind) return false;
  if (rule.title) {
    const title = ` ${plainWords(product.title[locale] ?? '')} `;
    // Each needle must start where a word starts: '80 l' is in '... 80 l', not in '... 180 l'.
    if (!rule.title.every((needle) => title.includes(` ${plainWords(needle)}`))) return false;
  }
  if (rule.anyOf && !rule.anyOf.some((inner) => isRelevant(product, inner, locale))) return false;
  return true;
}
