import 'server-only';
import ky, { HTTPError, TimeoutError } from 'ky';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { err, ok, type Result } from '@/lib/api/result';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { configApiSchema, type ConfigApi } from '@/contract/config-api';
import { getLocaleConfig } from '@/lib/layout/server';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { SHOPS, type Shop } from '@/contract/shops';
import { contentSearchResponseSchema, productSearchResponseSchema } from '@/contract/search/engine-schema';
import { searchResultOf } from './hit-mapping';
import { INDEX_NAME_PATTERN, productIndexName } from '@/contract/search/index-names';
import { buildContentQuery, buildProductQuery } from './query-builder';
import type { SearchBody } from '@/contract/search/query-dsl';
import type { SearchResult } from './search-result';
import type { SearchState } from './search-state';

/** How long the storefront waits for the search engine before the search counts as unavailable. */
export const SEARCH_ENGINE_TIMEOUT_MS = 5_000;

/** A search's result and the time spent waiting for the engine (Server-Timing); or why the engine could not answer. */
export type SearchOutcome = Result<{ result: SearchResult; engineMs: number }, string>;

/**
 * The search engine settings of the backend's ConfigApi (spec section 7), cached like the other config reads
 * (API cache, dropped by a `config` revalidation of any locale). They stay on the server: the credentials never
 * reach the browser.
 */
async function searchConfig(): Promise<Result<ConfigApi, string>> {
  const result = await requestJson(backendClient(), 'api/ConfigApi', configApiSchema, {
    cache: { revalidate: API_CACHE_SECONDS, tags: Object.values(SHOPS).map((shop) => cacheTags.config(shop.theliaLocale)) },
  });
  return result.ok ? result : err(`ConfigApi: ${result.error.message}`);
}

type SearchContext = { config: ConfigApi; currencyRate: number };

/**
 * How long a process reuses the engine settings and the shop's currency rate before it reads them from the data cache
 * again. Both come from the cached config reads; reading them there costs more than a search's own work (the locale
 * config is large), so every search would pay it. A config revalidation reaches searches within this time.
 */
export const SEARCH_CONTEXT_MEMO_MS = 10_000;
const contexts = new LRUCache<string, Promise<Result<SearchContext, string>>>({ max: Object.keys(SHOPS).length, ttl: SEARCH_CONTEXT_MEMO_MS });

async function readSearchContext(shop: Shop): Promise<Result<SearchContext, string>> {
  const config = await searchConfig();
  if (!config.ok) return config;
  try {
    return ok({ config: config.data, currencyRate: (await getLocaleConfig(shop)).currency_rate });
  } catch (error) {
    return err(`locale config: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The engine settings and currency rate of a shop, memoised for SEARCH_CONTEXT_MEMO_MS (failures are not kept). */
async function searchContext(shop: Shop): Promise<Result<SearchContext, string>> {
  const memo = contexts.get(shop.code);
  if (memo) return memo;
  const context = readSearchContext(shop);
  contexts.set(shop.code, context);
  const value = await context;
  if (!value.ok && contexts.peek(shop.code) === context) contexts.delete(shop.code);
  return value;
}

/** `POST {scheme}://{host}:{port}/{index}/_search` with basic auth, never cached; the answer validated with `schema`. */
async function engineSearch<S extends z.ZodType>(config: ConfigApi, index: string, body: SearchBody, schema: S): Promise<Result<z.output<S>, string>> {
  if (!INDEX_NAME_PATTERN.test(index)) return err(`invalid index name ${JSON.stringify(index)}`);
  const url = `${config.search_scheme}://${config.search_host}:${config.search_port}/${index}/_search`;
  const auth = Buffer.from(`${config.search_front_user}:${config.search_front_password}`).toString('base64');
  let json: unknown;
  try {
    json = await ky
      .post(url, { json: body, headers: { Authorization: `Basic ${auth}`, Accept: 'application/json' }, timeout: SEARCH_ENGINE_TIMEOUT_MS, retry: 0, cache: 'no-store' })
      .json();
  } catch (error) {
    if (error instanceof HTTPError) return err(`${index}: engine answered ${error.response.status}`);
    if (error instanceof TimeoutError) return err(`${index}: engine timed out`);
    return err(`${index}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return err(`${index}: unexpected answer: ${parsed.error.message.slice(0, 300)}`);
  return ok(parsed.data);
}

const EMPTY: SearchResult = { total: 0, products: [], categories: [], brands: [], features: [], contents: [] };

/**
 * Searches the shop's catalogue (S7-49: the engine the ConfigApi names): the product query of the state's chunk and,
 * for the first chunk, the content query, in parallel. A term without any searchable word is an empty result without
 * an engine call. The engine unreachable or answering outside the schema is `search-unavailable`; a failing content
 * query alone only leaves the content links out.
 */
export async function searchCatalogue(shop: Shop, state: SearchState): Promise<SearchOutcome> {
  const context = await searchContext(shop);
  if (!context.ok) return context;
  const { config, currencyRate } = context.data;
  const productQuery = buildProductQuery(state, { locale: shop.theliaLocale, currencyRate });
  if (!productQuery) return ok({ result: EMPTY, engineMs: 0 });
  const contentQuery = state.page === 1 ? buildContentQuery(state.term, shop.theliaLocale) : null;

  const started = performance.now();
  const [products, contents] = await Promise.all([
    engineSearch(config, productIndexName(config.search_index_prefix, shop.theliaLocale), productQuery, productSearchResponseSchema),
    contentQuery ? engineSearch(config, config.search_content_index, contentQuery, contentSearchResponseSchema) : Promise.resolve(null),
  ]);
  const engineMs = performance.now() - started;
  if (!products.ok) return products;
  if (contents && !contents.ok) console.warn(`search: content links left out: ${contents.error}`);
  return ok({ result: searchResultOf(products.data, contents?.ok ? contents.data : null, shop.theliaLocale), engineMs });
}
