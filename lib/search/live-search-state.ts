import type { SearchResult } from './search-result';
import { normaliseTerm, termLength } from '@/lib/product-list/search-url';
import { SEARCH_MIN_LENGTH } from '@/contract/constants';
import type { ProductCard } from '@/contract/product-card';

/**
 * The live search box as a state machine (spec section 4: idle, too short, loading, results, empty, error).
 *
 * - idle: nothing typed (white space only);
 * - too-short: under SEARCH_MIN_LENGTH (4) characters; no request is made;
 * - loading: a searchable term is waiting for its debounce or its answer (earlier results stay visible, dimmed);
 * - results / empty: the answer of the newest request, with or without products;
 * - error: the newest request failed.
 *
 * Every request carries an id; the state remembers the id of the newest one, and an answer with another id is
 * stale and changes nothing (lib/search/live-search-scheduler.ts hands out the ids and aborts stale requests).
 */
export type LiveSearchStatus = 'idle' | 'too-short' | 'loading' | 'results' | 'empty' | 'error';

export type LiveSearchState = {
  /** What the shopper typed, as typed. */
  input: string;
  status: LiveSearchStatus;
  /** Id of the newest request (0 before the first); answers of other ids are ignored. */
  requestId: number;
  /** Normalised term of the shown products. */
  term: string;
  products: readonly ProductCard[];
  /** Number of matching products (all chunks). */
  total: number;
  /** Chunks of the newest request loaded so far (0 before its first answer). */
  pagesLoaded: number;
  /** A further chunk is being fetched (scrolling down the dropdown). */
  loadingMore: boolean;
  /** The last further chunk failed (the shopper can scroll again to retry). */
  moreFailed: boolean;
  /** Index of the active option (aria-activedescendant), -1 for none. */
  active: number;
  /** Whether the dropdown is open (it shows only when there is something to show, see `dropdownContent`). */
  open: boolean;
};

export type LiveSearchEvent =
  /** The input changed; `requestId` is the id the scheduler gave this input. */
  | { type: 'input'; value: string; requestId: number }
  /** The value was set without searching (the term of the results page in view); closed, idle. */
  | { type: 'reset'; value: string; requestId: number }
  | { type: 'succeeded'; requestId: number; page: number; result: SearchResult }
  | { type: 'failed'; requestId: number; page: number }
  | { type: 'more-started'; requestId: number; page: number }
  | { type: 'move'; delta: 1 | -1 }
  | { type: 'activate'; index: number }
  | { type: 'open' }
  | { type: 'close' };

export const INITIAL_LIVE_SEARCH_STATE: LiveSearchState = {
  input: '',
  status: 'idle',
  requestId: 0,
  term: '',
  products: [],
  total: 0,
  pagesLoaded: 0,
  loadingMore: false,
  moreFailed: false,
  active: -1,
  open: false,
};

/** The status a typed value leads to before any answer: idle, too short or loading. */
export function statusOfInput(value: string): Extract<LiveSearchStatus, 'idle' | 'too-short' | 'loading'> {
  const length = termLength(value);
  if (length === 0) return 'idle';
  return length < SEARCH_MIN_LENGTH ? 'too-short' : 'loading';
}

export function liveSearchReducer(state: LiveSearchState, event: LiveSearchEvent): LiveSearchState {
  switch (event.type) {
    case 'input': {
      const status = statusOfInput(event.value);
      const keep = status === 'loading';
      return {
        ...state,
        input: event.value,
        status,
        requestId: event.requestId,
        // Earlier results stay while the new ones load (no flicker); anything else clears them.
        products: keep ? state.products : [],
        total: keep ? state.total : 0,
        term: keep ? state.term : '',
        pagesLoaded: keep ? state.pagesLoaded : 0,
        loadingMore: false,
        moreFailed: false,
        active: -1,
        open: true,
      };
    }
    case 'reset':
      return { ...INITIAL_LIVE_SEARCH_STATE, input: event.value, requestId: event.requestId };
    case 'succeeded': {
      if (event.requestId !== state.requestId) return state;
      if (event.page === 1) {
        return {
          ...state,
          status: event.result.products.length > 0 ? 'results' : 'empty',
          term: normaliseTerm(state.input),
          products: event.result.products,
          total: event.result.total,
          pagesLoaded: 1,
          loadingMore: false,
          moreFailed: false,
          active: -1,
        };
      }
      // A further chunk counts only right after the chunks already shown (never twice, never out of order).
      if (event.page !== state.pagesLoaded + 1 || state.status !== 'results') return state;
      const known = new Set(state.products.map((product) => product.id));
      return {
        ...state,
        products: [...state.products, ...event.result.products.filter((product) => !known.has(product.id))],
        total: event.result.total,
        pagesLoaded: event.page,
        loadingMore: false,
        moreFailed: false,
      };
    }
    case 'failed': {
      if (event.requestId !== state.requestId) return state;
      if (event.page === 1) return { ...state, status: 'error', products: [], total: 0, pagesLoaded: 0, loadingMore: false, active: -1 };
      if (event.page !== state.pagesLoaded + 1) return state;
      return { ...state, loadingMore: false, moreFailed: true };
    }
    case 'more-started':
      if (event.requestId !== state.requestId || state.status !== 'results' || event.page !== state.pagesLoaded + 1) return state;
      return { ...state, loadingMore: true, moreFailed: false };
    case 'move': {
      if (!hasListbox(state)) return { ...state, open: state.status !== 'idle' };
      const count = state.products.length;
      if (!state.open) return { ...state, open: true, active: event.delta === 1 ? 0 : count - 1 };
      // From the input (-1), down goes to the first option and up to the last; past either end back to the input.
      let next = state.active + event.delta;
      if (state.active === -1 && event.delta === -1) next = count - 1;
      if (next >= count || next < -1) next = -1;
      return { ...state, active: next };
    }
    case 'activate':
      if (event.index < -1 || event.index >= state.products.length) return state;
      return { ...state, active: event.index };
    case 'open':
      return state.status === 'idle' ? state : { ...state, open: true };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
  }
}

/** Whether the listbox of products is shown (results, or loading with earlier results kept). */
export function hasListbox(state: LiveSearchState): boolean {
  return (state.status === 'results' || state.status === 'loading') && state.products.length > 0;
}

/** What the open dropdown shows: nothing (closed), a message, or the product options. */
export type DropdownContent = 'none' | 'too-short' | 'loading' | 'results' | 'empty' | 'error';

export function dropdownContent(state: LiveSearchState): DropdownContent {
  if (!state.open || state.status === 'idle') return 'none';
  if (state.status === 'loading') return state.products.length > 0 ? 'results' : 'loading';
  return state.status;
}

/** Whether a further chunk should be fetched: results shown, more exist, none in flight. */
export function canLoadMore(state: LiveSearchState): boolean {
  return state.status === 'results' && !state.loadingMore && state.products.length < state.total;
}
