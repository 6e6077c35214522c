import { z } from 'zod';
import { LISTING_MAX_FEATURE_VALUES, PRICE_FILTER_MAX, SEARCH_MIN_LENGTH, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { SEARCH_MAX_FILTER_IDS, SEARCH_TERM_MAX_LENGTH } from './search-limits';
import { SEARCH_SORTS } from './search-sorts';
import { searchStateSchema, type SearchState } from './search-state';
import { err, ok, type Result } from '@/lib/api/result';

const idListOf = (max: number) =>
  z
    .string()
    .max(400)
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
      if (parts.length > max || !parts.every((part) => /^\d{1,9}$/.test(part)) || parts.some((part) => Number(part) < 1)) {
        ctx.addIssue({ code: 'custom', message: `expected a comma-separated list of at most ${max} positive ids` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))].sort((a, b) => a - b);
    });
const idList = idListOf(SEARCH_MAX_FILTER_IDS);
const price = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'expected a price such as 120 or 99.90').transform(Number);
const positiveInt = z.string().regex(/^\d{1,4}$/, 'expected a whole number').transform(Number);

/** `GET /api/search` parameters, all as strings (an absent one is undefined). */
const paramsSchema = z.object({
  term: z.string(),
  category: idList.optional(),
  brand: idList.optional(),
  feature: idListOf(LISTING_MAX_FEATURE_VALUES).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  price_min: price.optional(),
  price_max: price.optional(),
  page: positiveInt.optional(),
  size: positiveInt.optional(),
});

const PARAM_NAMES = ['term', 'category', 'brand', 'feature', 'sort', 'price_min', 'price_max', 'page', 'size'] as const;

export type SearchRequest = Result<SearchState, string>;

/**
 * Parses `term`, `category=1,2`, `brand=3`, `feature=12,40`, `sort`, `price_min`, `price_max` (shop currency, up to
 * `priceMax`, the shop's bound), `page` (1-based) and `size` (default SEARCH_PAGE_CHUNK) into a SearchState. The term is trimmed and cut at SEARCH_TERM_MAX_LENGTH characters;
 * under SEARCH_MIN_LENGTH characters, a price outside the filter's bounds, a minimum above the maximum or any
 * malformed value is refused with a message (never a 500). Empty parameters count as absent.
 */
export function parseSearchParams(params: URLSearchParams, priceMax: number = PRICE_FILTER_MAX): SearchRequest {
  const raw: Partial<Record<(typeof PARAM_NAMES)[number], string>> = {};
  for (const name of PARAM_NAMES) {
    const value = params.get(name);
    if (value !== null && (value.trim() !== '' || name === 'term')) raw[name] = value;
  }
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(`${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid value'}`);
  }
  const p = parsed.data;
  const term = [...p.term.trim()].slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
  if ([...term].length < SEARCH_MIN_LENGTH) return err(`term: needs at least ${SEARCH_MIN_LENGTH} characters`);
  const state = searchStateSchema.safeParse({
    term,
    categories: p.category ?? [],
    brands: p.brand ?? [],
    features: p.feature ?? [],
    sort: p.sort ?? 'relevance',
    priceMin: p.price_min ?? null,
    priceMax: p.price_max ?? null,
    page: p.page ?? 1,
    size: p.size ?? SEARCH_PAGE_CHUNK,
  });
  if (!state.success) {
    const issue = state.error.issues[0];
    return err(`${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid value'}`);
  }
  const { priceMin, priceMax: max } = state.data;
  if ((priceMin ?? 0) > priceMax || (max ?? 0) > priceMax) return err(`price: above the shop's bound ${priceMax}`);
  if (priceMin !== null && max !== null && priceMin > max) return err('price_min: above price_max');
  return ok(state.data);
}
