import {
  INITIAL_LIVE_SEARCH_STATE,
  canLoadMore,
  dropdownContent,
  hasListbox,
  liveSearchReducer,
  type LiveSearchEvent,
  type LiveSearchState,
} from './live-search-state';
import { result } from '@/lib/testing/search-fixtures';

const run = (events: LiveSearchEvent[], from: LiveSearchState = INITIAL_LIVE_SEARCH_STATE) => events.reduce(liveSearchReducer, from);

describe('live search state machine', () => {
  test('S4-14 the states idle, too short, loading, results, empty and error', () => {
    expect(INITIAL_LIVE_SEARCH_STATE.status).toBe('idle');
    expect(run([{ type: 'input', value: 'gro', requestId: 1 }]).status).toBe('too-short');
    expect(run([{ type: 'input', value: 'grohe', requestId: 1 }]).status).toBe('loading');
    expect(run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'succeeded', requestId: 1, page: 1, result: result([1, 2]) }]).status).toBe('results');
    expect(run([{ type: 'input', value: 'xyzzy', requestId: 1 }, { type: 'succeeded', requestId: 1, page: 1, result: result([]) }]).status).toBe('empty');
    expect(run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'failed', requestId: 1, page: 1 }]).status).toBe('error');
    expect(run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'input', value: '   ', requestId: 2 }]).status).toBe('idle');
  });

  test('S4-15 S5-01 a term under 4 characters is too short; white space does not count', () => {
    for (const value of ['g', 'gr', 'gro', '  gro  ', 'ș ț']) {
      const state = run([{ type: 'input', value, requestId: 1 }]);
      expect(state.status).toBe('too-short');
      expect(dropdownContent(state)).toBe('too-short');
    }
    expect(run([{ type: 'input', value: 'grog', requestId: 1 }]).status).toBe('loading');
  });

  test('S4-16 a running search is loading; earlier results stay visible meanwhile', () => {
    const first = run([{ type: 'input', value: 'grohe', requestId: 1 }]);
    expect(dropdownContent(first)).toBe('loading');
    const shown = run([{ type: 'succeeded', requestId: 1, page: 1, result: result([1, 2, 3]) }, { type: 'input', value: 'grohe e', requestId: 2 }], first);
    expect(shown.status).toBe('loading');
    expect(shown.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(dropdownContent(shown)).toBe('results');
    expect(shown.active).toBe(-1);
  });

  test('S4-17 S4-18 empty and failed searches show their messages', () => {
    const empty = run([{ type: 'input', value: 'xyzzy', requestId: 1 }, { type: 'succeeded', requestId: 1, page: 1, result: result([]) }]);
    expect(dropdownContent(empty)).toBe('empty');
    const failed = run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'failed', requestId: 1, page: 1 }]);
    expect(dropdownContent(failed)).toBe('error');
    expect(failed.products).toEqual([]);
  });

  test('an answer of an older request changes nothing', () => {
    const state = run([
      { type: 'input', value: 'grohe', requestId: 1 },
      { type: 'input', value: 'hansgrohe', requestId: 2 },
      { type: 'succeeded', requestId: 2, page: 1, result: result([20, 21]) },
      { type: 'succeeded', requestId: 1, page: 1, result: result([10, 11]) },
      { type: 'failed', requestId: 1, page: 1 },
    ]);
    expect(state.status).toBe('results');
    expect(state.term).toBe('hansgrohe');
    expect(state.products.map((p) => p.id)).toEqual([20, 21]);
  });

  test('S2-158 further chunks of 6 are appended in order, once, for the newest request only', () => {
    const first = run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'succeeded', requestId: 1, page: 1, result: result([1, 2, 3, 4, 5, 6], 14) }]);
    expect(canLoadMore(first)).toBe(true);
    const loading = liveSearchReducer(first, { type: 'more-started', requestId: 1, page: 2 });
    expect(loading.loadingMore).toBe(true);
    expect(canLoadMore(loading)).toBe(false);
    const second = run([
      { type: 'succeeded', requestId: 1, page: 3, result: result([13, 14], 14) }, // out of order: ignored
      { type: 'succeeded', requestId: 1, page: 2, result: result([7, 8, 9, 10, 11, 12], 14) },
      { type: 'succeeded', requestId: 1, page: 2, result: result([7, 8, 9, 10, 11, 12], 14) }, // twice: ignored
    ], loading);
    expect(second.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(second.pagesLoaded).toBe(2);
    const third = liveSearchReducer(second, { type: 'succeeded', requestId: 1, page: 3, result: result([13, 14], 14) });
    expect(third.products).toHaveLength(14);
    expect(canLoadMore(third)).toBe(false);
    const failedMore = run([{ type: 'more-started', requestId: 1, page: 2 }, { type: 'failed', requestId: 1, page: 2 }], first);
    expect(failedMore).toMatchObject({ status: 'results', loadingMore: false, moreFailed: true });
    expect(canLoadMore(failedMore)).toBe(true);
  });

  test('arrow keys move the active option through the list and back to the input; Escape closes', () => {
    const shown = run([{ type: 'input', value: 'grohe', requestId: 1 }, { type: 'succeeded', requestId: 1, page: 1, result: result([1, 2, 3]) }]);
    expect(hasListbox(shown)).toBe(true);
    const down = (state: LiveSearchState) => liveSearchReducer(state, { type: 'move', delta: 1 });
    const up = (state: LiveSearchState) => liveSearchReducer(state, { type: 'move', delta: -1 });
    expect(down(shown).active).toBe(0);
    expect(down(down(down(shown))).active).toBe(2);
    expect(down(down(down(down(shown)))).active).toBe(-1);
    expect(up(shown).active).toBe(2);
    expect(up(down(shown)).active).toBe(-1);
    const closed = liveSearchReducer(down(shown), { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(dropdownContent(closed)).toBe('none');
    expect(down(closed)).toMatchObject({ open: true, active: 0 });
    expect(liveSearchReducer(shown, { type: 'activate', index: 7 })).toBe(shown);
  });
});
