import type { TheliaLocale } from '@/contract/common';
import { PRODUCT_TYPE_FIELD } from '@/contract/search/product-kind';

/**
 * The searched fields of the product and content indexes and their boosts: the one place the query builder, the
 * index mappings (scripts/search-index.ts) and the reference backend's index agree on.
 *
 * Score scale (docs/adr/0012-search-engine.md, 0040): a word scores in its best field (boost × BM25) plus 0.3 × its other
 * fields; the product type (the title of the product's own category) weighs most, so a word naming the type counts
 * more than one it shares with a neighbouring type. A word found in a title, brand, type or article number scores
 * about 10 to 50, a word found only in the category path less, the beginning of the last word found in the title
 * PREFIX_BOOST; SEARCH_MIN_SCORE (10) therefore keeps those and drops hits that only share a broad category word.
 */
export const PRODUCT_TEXT_BOOSTS = { title: 6, ref: 6, brand_title: 5, category_titles: 6, product_type: 8 } as const;
export const CONTENT_TEXT_BOOSTS = { title: 6, text: 1 } as const;
/** Constant score of a prefix match of the last word (in the title of a product or a content). */
export const PREFIX_BOOST = 10;
/** The last word is also matched as a prefix when it has at least this many characters. */
export const PREFIX_MIN_CHARS = 3;

/** A product's title field for a shop locale (`title.de_AT`); the index holds every locale's title. */
export const titleField = (locale: TheliaLocale) => `title.${locale}` as const;

/** `field^boost`, as multi_match takes it. */
export const boosted = (field: string, boost: number) => (boost === 1 ? field : `${field}^${boost}`);

/** The text fields of a product search in a shop locale, with their boosts. */
export function productSearchFields(locale: TheliaLocale): string[] {
  return [
    boosted(titleField(locale), PRODUCT_TEXT_BOOSTS.title),
    boosted('ref', PRODUCT_TEXT_BOOSTS.ref),
    boosted('brand_title', PRODUCT_TEXT_BOOSTS.brand_title),
    boosted('category_titles', PRODUCT_TEXT_BOOSTS.category_titles),
    // The product's own category title: a word naming the product type weighs more than a word it shares with others.
    boosted(PRODUCT_TYPE_FIELD, PRODUCT_TEXT_BOOSTS.product_type),
  ];
}

/**
 * Fields a product's last word is matched against as a prefix: the title only (it holds the brand, the type and, from
 * the index's analysis, the parts of its compounds and the everyday words). A prefix then scores PREFIX_BOOST, enough
 * for min_score while a word is being typed, and never more than a finished word found in the title.
 */
export function productPrefixFields(locale: TheliaLocale): string[] {
  return [titleField(locale)];
}

export const contentSearchFields = (): string[] => [boosted('title', CONTENT_TEXT_BOOSTS.title), boosted('text', CONTENT_TEXT_BOOSTS.text)];
export const contentPrefixFields = (): string[] => ['title'];

/** Keyword and numeric fields the filters and aggregations use. */
export const PRODUCT_FILTER_FIELDS = {
  /** Every category of the product and their ancestors (a filter on a parent category finds its sub-categories). */
  categoryIds: 'category_ids',
  brandId: 'brand_id',
  /** The price with VAT as the card shows it (the promo price when on sale), in EUR. */
  priceTaxed: 'price_taxed',
} as const;
export const PRODUCT_AGG_FIELDS = {
  /** `{id}|{title}` of the product's own categories (the facet lists the categories products sit in). */
  categoryKeys: 'category_keys',
  /** `{id}|{title}` of the product's brand. */
  brandKey: 'brand_key',
} as const;
export const CONTENT_LOCALE_FIELD = 'locale';
