import { result } from '@/lib/testing/search-fixtures';
import { LiveSearchScheduler, type SearchFetcher } from './live-search-scheduler';
import { INITIAL_LIVE_SEARCH_STATE, liveSearchReducer, type LiveSearchEvent, type LiveSearchState } from './live-search-state';
import type { SearchResult } from './search-result';
import type { SearchState } from './search-state';
import { SEARCH_DEBOUNCE_MS, SEARCH_DROPDOWN_CHUNK } from '@/contract/constants';

type Call = { state: SearchState; signal: AbortSignal; resolve: (value: SearchResult) => void; reject: (error: unknown) => void };

/** A scheduler whose fetches are answered by hand, in any order, and the reducer state it drives. */
function harness() {
  const calls: Call[] = [];
  const events: LiveSearchEvent[] = [];
  let state: LiveSearchState = INITIAL_LIVE_SEARCH_STATE;
  const fetcher: SearchFetcher = (request, signal) =>
    new Promise<SearchResult>((resolve, reject) => {
      calls.push({ state: request, signal, resolve, reject });
    });
  const scheduler = new LiveSearchScheduler(fetcher, (event) => {
    events.push(event);
    state = liveSearchReducer(state, event);
  });
  return { scheduler, calls, events, state: () => state };
}

/** Lets settled promises run their callbacks. */
const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('live search timing: debounce and stale answers', () => {
  test('S9-07 input is debounced 300 ms: typing fast makes one request, for the last value', () => {
    const h = harness();
    for (const value of ['groh', 'grohe', 'grohe e', 'grohe eu']) {
      h.scheduler.input(value);
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(h.calls).toHaveLength(0);
    expect(h.state().status).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.state).toMatchObject({ term: 'grohe eu', page: 1, size: SEARCH_DROPDOWN_CHUNK });
  });

  test('S4-15 a term under four characters makes no request at all', () => {
    const h = harness();
    h.scheduler.input('gro');
    jest.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    expect(h.calls).toHaveLength(0);
    expect(h.state().status).toBe('too-short');
  });

  test('a slower answer of an older term never overwrites the answer of a newer one', async () => {
    const h = harness();
    h.scheduler.input('grohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.scheduler.input('hansgrohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(h.calls).toHaveLength(2);
    expect(h.calls[0]?.signal.aborted).toBe(true);
    // The newer answer comes first, the older one after it (a fetch that ignored its abort signal).
    h.calls[1]?.resolve(result([20, 21]));
    await flush();
    h.calls[0]?.resolve(result([10, 11]));
    await flush();
    expect(h.state()).toMatchObject({ status: 'results', term: 'hansgrohe' });
    expect(h.state().products.map((p) => p.id)).toEqual([20, 21]);
    expect(h.events.filter((event) => event.type === 'succeeded')).toHaveLength(1);
  });

  test('an answer arriving after the shopper typed on is dropped; the state stays loading for the new term', async () => {
    const h = harness();
    h.scheduler.input('grohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.scheduler.input('grohe e');
    h.calls[0]?.resolve(result([1]));
    await flush();
    expect(h.state().status).toBe('loading');
    expect(h.state().products).toEqual([]);
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.calls[1]?.resolve(result([]));
    await flush();
    expect(h.state().status).toBe('empty');
  });

  test('S4-18 a failed request of the newest term is the error state; a stale failure is ignored', async () => {
    const h = harness();
    h.scheduler.input('grohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.scheduler.input('hansgrohe');
    h.calls[0]?.reject(new Error('aborted'));
    await flush();
    expect(h.state().status).toBe('loading');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.calls[1]?.reject(new Error('503'));
    await flush();
    expect(h.state().status).toBe('error');
  });

  test('S2-158 further chunks of 6: page 2 of the newest term, one at a time, dropped once the term changed', async () => {
    const h = harness();
    h.scheduler.input('grohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.calls[0]?.resolve(result([1, 2, 3, 4, 5, 6], 20));
    await flush();
    const id = h.scheduler.current;
    h.scheduler.loadMore(id, 'grohe', 2);
    h.scheduler.loadMore(id, 'grohe', 2);
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]?.state).toMatchObject({ term: 'grohe', page: 2, size: 6 });
    expect(h.state().loadingMore).toBe(true);
    h.calls[1]?.resolve(result([7, 8, 9, 10, 11, 12], 20));
    await flush();
    expect(h.state().products).toHaveLength(12);

    h.scheduler.loadMore(id, 'grohe', 3);
    h.scheduler.input('grohe eurosmart');
    expect(h.calls[2]?.signal.aborted).toBe(true);
    h.calls[2]?.resolve(result([13, 14], 20));
    await flush();
    // The stale chunk is not appended (the earlier 12 stay visible while the new term loads).
    expect(h.state()).toMatchObject({ status: 'loading', loadingMore: false });
    expect(h.state().products).toHaveLength(12);
    h.scheduler.loadMore(id, 'grohe', 3);
    expect(h.calls).toHaveLength(3);
  });

  test('stop() cancels the pending debounce and aborts the request in flight', () => {
    const h = harness();
    h.scheduler.input('grohe');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    h.scheduler.input('hansgrohe');
    h.scheduler.stop();
    jest.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.signal.aborted).toBe(true);
  });
});
