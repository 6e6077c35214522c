import type { TheliaLocale } from '@/contract/common';
import { theliaLocaleSchema } from '@/contract/common';
import { ANALYSIS_SETTINGS, analyzersOf, type AnalysisSettings } from './analysis/analysis-settings';
import { productTypeFields } from './product-kind';

/**
 * The index settings and mappings of the search indexes, as `PUT /{index}` takes them (scripts/search-index.ts
 * writes them for an operator; the reference backend reads the field types and analysers from them). Per-locale
 * title fields, the category path and the product type carry their language's index and search analysers
 * (contract/search/analysis/analysis-settings.ts: sizes, folding, synonyms, German decompounding); article number and
 * brand the plain `folding` analyser; ids and facet keys are keywords; prices, images, badges and URLs are only
 * stored (`enabled: false`).
 */
export type FieldMapping =
  | { type: 'text'; analyzer: string; search_analyzer?: string; fields?: Record<string, FieldMapping> }
  | { type: 'keyword' }
  | { type: 'integer' | 'float' | 'date' }
  | { type: 'scaled_float'; scaling_factor: number }
  | { type: 'object'; enabled: false }
  | { properties: Record<string, FieldMapping> };

export type IndexDefinition = {
  settings: { number_of_shards: number; analysis: AnalysisSettings };
  mappings: { dynamic: 'strict'; properties: Record<string, FieldMapping> };
};

/** A text field in a locale's language: its index analyser (synonyms, compounds) and its search analyser. */
const localeText = (locale: TheliaLocale): FieldMapping => ({ type: 'text', ...analyzersOf(locale) });

const SETTINGS: IndexDefinition['settings'] = { number_of_shards: 1, analysis: ANALYSIS_SETTINGS };

const stored: FieldMapping = { type: 'object', enabled: false };

/** Mapping of `{prefix}products_{locale}`: every locale's title with its language's analyser; the rest in the index's locale. */
export function productIndexDefinition(locale: TheliaLocale): IndexDefinition {
  const titles: Record<string, FieldMapping> = {};
  for (const l of theliaLocaleSchema.options) titles[l] = localeText(l);
  return {
    settings: SETTINGS,
    mappings: {
      dynamic: 'strict',
      properties: {
        id: { type: 'integer' },
        ref: { type: 'text', analyzer: 'folding' },
        pse_id: { type: 'integer' },
        title: { properties: titles },
        url: stored,
        quantity: { type: 'float' },
        stock_state: { type: 'keyword' },
        available_from: { type: 'date' },
        prices: stored,
        price_taxed: { type: 'scaled_float', scaling_factor: 100 },
        image: stored,
        brand_id: { type: 'integer' },
        brand_title: { type: 'text', analyzer: 'folding' },
        brand_key: { type: 'keyword' },
        category_titles: localeText(locale),
        ...productTypeFields(locale),
        category_ids: { type: 'integer' },
        category_keys: { type: 'keyword' },
        badges: stored,
        rating: stored,
        energy_label: stored,
        fulfilment_center: { type: 'integer' },
        created_at: { type: 'date' },
        // Technical filters and the listing orders of the results page (ADR 0041).
        feature_values: { type: 'integer' },
        feature_keys: { type: 'keyword' },
        sort_title: { type: 'keyword' },
        sales_count: { type: 'integer' },
      },
    },
  };
}

/** Mapping of the content index (`search_content_index`): one document per content and locale. */
export function contentIndexDefinition(): IndexDefinition {
  return {
    settings: SETTINGS,
    mappings: {
      dynamic: 'strict',
      properties: {
        id: { type: 'integer' },
        locale: { type: 'keyword' },
        title: { type: 'text', analyzer: 'folding' },
        url: { type: 'keyword' },
        parent: { type: 'keyword' },
        text: { type: 'text', analyzer: 'folding' },
      },
    },
  };
}

export type FieldKind = 'text' | 'keyword' | 'number' | 'stored';

/** The fields of a mapping by dotted path (`title.de_AT`) with what they are for. */
export function fieldKinds(definition: IndexDefinition): Map<string, FieldKind> {
  const out = new Map<string, FieldKind>();
  const walk = (properties: Record<string, FieldMapping>, prefix: string) => {
    for (const [name, field] of Object.entries(properties)) {
      const path = prefix + name;
      if ('properties' in field) walk(field.properties, `${path}.`);
      else if (field.type === 'text') out.set(path, 'text');
      else if (field.type === 'keyword' || field.type === 'date') out.set(path, 'keyword');
      else if (field.type === 'object') out.set(path, 'stored');
      else out.set(path, 'number');
    }
  };
  walk(definition.mappings.properties, '');
  return out;
}
