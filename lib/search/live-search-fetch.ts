import type { SearchResult } from './search-result';
import type { SearchState } from './search-state';
import { searchApiQuery } from '@/lib/product-list/search-url';
import { preload } from '@/lib/query/preload';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

/** A chunk request to `/api/search` that did not give a valid result (status 0: no answer or an invalid body). */
export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`search answered ${status}`);
    this.name = 'SearchRequestError';
  }
}

/**
 * One chunk of a search from the browser: `GET /api/search` (the storefront's own route; the engine and its
 * credentials stay on the server), the answer validated with its zod schema, which loads with the first answer
 * rather than with the page (ADR 0016). Rejects on an error status, an invalid body or an abort.
 */
export async function fetchSearchChunk(state: SearchState, signal?: AbortSignal): Promise<SearchResult> {
  const schema = preload(importInTurn(() => import('./search-result')));
  const response = await fetch(`/api/search?${searchApiQuery(state).toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new SearchRequestError(response.status);
  const { searchResultSchema } = await schema;
  const parsed = searchResultSchema.safeParse(await response.json());
  if (!parsed.success) throw new SearchRequestError(0);
  return parsed.data;
}
