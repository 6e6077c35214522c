import type { TheliaLocale } from '@/contract/common';
import { productDocSchema, type ProductDoc } from '@/contract/search/engine-schema';
import { buildProductQuery } from '@/lib/search/query-builder';
import { SEARCH_DROPDOWN_CHUNK } from '@/contract/constants';
import type { SearchEngine } from '@/backend/search/engine';
import { JUDGED_QUERIES, type ShopKey } from './judged-queries';
import { isRelevant } from './relevance-rule';
import { relevanceFigures, type JudgedAnswer, type RelevanceFigures } from './relevance-figures';

export const JUDGED_SHOPS: Record<ShopKey, { locale: TheliaLocale; index: string }> = {
  at: { locale: 'de_AT', index: 'shop_products_de_at' },
  de: { locale: 'de_DE', index: 'shop_products_de_de' },
  ro: { locale: 'ro_RO', index: 'shop_products_ro_ro' },
};

type Answer = { hits: { total?: { value: number }; hits: { _source: unknown }[] } };

/** Every product document of an index (to count the relevant products of the catalogue). */
function allProducts(engine: SearchEngine, index: string): ProductDoc[] {
  const out: ProductDoc[] = [];
  for (let from = 0; ; from += PAGE) {
    const answer = engine.search(index, { query: { match_all: {} }, from, size: PAGE, sort: [{ id: 'asc' }] }) as Answer;
    out.push(...answer.hits.hits.map((hit) => productDocSchema.parse(hit._source)));
    if (answer.hits.hits.length < PAGE) return out;
  }
}
const PAGE = 1000;

export type ShopJudgement = { shop: ShopKey; figures: RelevanceFigures; answers: (JudgedAnswer & { firstTitles: string[] })[] };

/**
 * Asks the engine every judged query of a shop as the live search box asks it (the query builder's first chunk of
 * 6, with the whole documents instead of the card's fields, so the rules can read category, brand and kind) and
 * judges the answers.
 */
export function judgeShop(engine: SearchEngine, shop: ShopKey): ShopJudgement {
  const { locale, index } = JUDGED_SHOPS[shop];
  const catalogue = allProducts(engine, index);
  const answers = JUDGED_QUERIES[shop].map((judged) => {
    const body = buildProductQuery({ term: judged.query, categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: SEARCH_DROPDOWN_CHUNK }, { locale, currencyRate: 1 });
    const answer = body ? (engine.search(index, { ...body, _source: undefined }) as Answer) : { hits: { total: { value: 0 }, hits: [] } };
    const docs = answer.hits.hits.map((hit) => productDocSchema.parse(hit._source));
    return {
      query: judged.query,
      relevantFirst: docs.map((doc) => isRelevant(doc, judged.relevant, locale)),
      total: answer.hits.total?.value ?? 0,
      relevantInCatalogue: catalogue.filter((doc) => isRelevant(doc, judged.relevant, locale)).length,
      firstTitles: docs.map((doc) => doc.title[locale] ?? ''),
    };
  });
  return { shop, figures: relevanceFigures(answers), answers };
}
