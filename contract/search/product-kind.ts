import { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import { typeAnalyzersOf } from './analysis/analysis-settings';
import type { FieldMapping } from './index-mapping';

/**
 * What a product is to a search: a main product (a tap, a basin, a radiator), a spare part of one (a cartridge, an
 * expansion vessel for a boiler series), or an accessory that completes one (a shower hose, a heating rod). A search
 * ranks main products above parts and accessories that share its words (docs/adr/0040-search-analysis.md), so that
 * 'Vaillant ecoTEC' shows the boilers before the spare parts of the series.
 */
export const productKindSchema = z.enum(['main', 'part', 'accessory']);
export type ProductKind = z.infer<typeof productKindSchema>;

/** Keyword field of the kind; text field of the product type (the title of the product's own category). */
export const PRODUCT_KIND_FIELD = 'product_kind';
export const PRODUCT_TYPE_FIELD = 'product_type';

/** The mapping of both fields in a shop locale's product index. */
export function productTypeFields(locale: TheliaLocale): Record<string, FieldMapping> {
  return { [PRODUCT_TYPE_FIELD]: { type: 'text', ...typeAnalyzersOf(locale) }, [PRODUCT_KIND_FIELD]: { type: 'keyword' } };
}
