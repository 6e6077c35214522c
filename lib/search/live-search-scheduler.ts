import { SEARCH_DEBOUNCE_MS, SEARCH_DROPDOWN_CHUNK } from '@/contract/constants';
import type { LiveSearchEvent } from './live-search-state';
import type { SearchResult } from './search-result';
import type { SearchState } from './search-state';
import { isSearchableTerm, NO_SEARCH_FILTERS, normaliseTerm } from '@/lib/product-list/search-url';

/** Fetches one chunk; rejects on any failure (an aborted request rejects too and is ignored). */
export type SearchFetcher = (state: SearchState, signal: AbortSignal) => Promise<SearchResult>;

export type LiveSearchSchedulerOptions = {
  debounceMs?: number;
  chunkSize?: number;
};

/**
 * The timing rules of the live search box, apart from React so they can be tested with fake timers:
 *
 * - every input gets a new request id at once (the reducer shows too-short/loading for it);
 * - a searchable term is fetched SEARCH_DEBOUNCE_MS (300 ms) after the last keystroke, never on every keystroke;
 * - a new input aborts the request in flight and cancels the pending debounce;
 * - an answer is dispatched only while its id is still the newest, so an out-of-date answer never overwrites a
 *   newer one, even if it arrives after the newer one (the reducer checks the id again);
 * - further chunks of SEARCH_DROPDOWN_CHUNK (6) belong to the newest request; one at a time.
 */
export class LiveSearchScheduler {
  private latest = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private request: AbortController | null = null;
  private more: AbortController | null = null;
  private readonly debounceMs: number;
  private readonly chunkSize: number;

  constructor(
    private readonly fetcher: SearchFetcher,
    private readonly dispatch: (event: LiveSearchEvent) => void,
    options: LiveSearchSchedulerOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
    this.chunkSize = options.chunkSize ?? SEARCH_DROPDOWN_CHUNK;
  }

  /** Id of the newest request. */
  get current(): number {
    return this.latest;
  }

  /** The shopper typed: a new id, the pending search cancelled, and a new one scheduled when the term is long enough. */
  input(value: string): number {
    this.stop();
    const id = ++this.latest;
    this.dispatch({ type: 'input', value, requestId: id });
    const term = normaliseTerm(value);
    if (isSearchableTerm(term)) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.run(id, term, 1);
      }, this.debounceMs);
    }
    return id;
  }

  /** Sets the value without searching (closed and idle until the shopper types). */
  reset(value: string): void {
    this.stop();
    this.dispatch({ type: 'reset', value, requestId: ++this.latest });
  }

  /** Fetches chunk `page` of the newest request (ignored when `requestId` is no longer the newest or one is in flight). */
  loadMore(requestId: number, term: string, page: number): void {
    if (requestId !== this.latest || this.more !== null || page < 2) return;
    this.dispatch({ type: 'more-started', requestId, page });
    this.run(requestId, term, page);
  }

  /** Cancels the pending debounce and every request in flight (unmount, navigation). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.request?.abort();
    this.more?.abort();
    this.request = null;
    this.more = null;
  }

  private run(id: number, term: string, page: number): void {
    const controller = new AbortController();
    if (page === 1) this.request = controller;
    else this.more = controller;
    const state: SearchState = { term, ...NO_SEARCH_FILTERS, page, size: this.chunkSize };
    this.fetcher(state, controller.signal).then(
      (result) => this.settle(id, page, controller, { type: 'succeeded', requestId: id, page, result }),
      () => this.settle(id, page, controller, { type: 'failed', requestId: id, page }),
    );
  }

  private settle(id: number, page: number, controller: AbortController, event: LiveSearchEvent): void {
    if (page === 1 && this.request === controller) this.request = null;
    if (page > 1 && this.more === controller) this.more = null;
    // Stale: a newer input came (its own request is pending or done), or this request was aborted.
    if (id !== this.latest || controller.signal.aborted) return;
    this.dispatch(event);
  }
}
