'use client';

import { useEffect, useReducer, useState } from 'react';
import { fetchSearchChunk } from '@/lib/search/live-search-fetch';
import { LiveSearchScheduler } from '@/lib/search/live-search-scheduler';
import { canLoadMore, INITIAL_LIVE_SEARCH_STATE, liveSearchReducer, type LiveSearchState } from '@/lib/search/live-search-state';

export type LiveSearch = {
  state: LiveSearchState;
  /** The shopper typed (debounced search, stale answers dropped). */
  input: (value: string) => void;
  /** Sets the value without searching. */
  reset: (value: string) => void;
  /** Fetches the next chunk of 6 when there is one and none is in flight. */
  loadMore: () => void;
  move: (delta: 1 | -1) => void;
  activate: (index: number) => void;
  open: () => void;
  close: () => void;
};

/** The live search box's state (lib/search/live-search-state.ts) driven by its scheduler (debounce, request ids). */
export function useLiveSearch(): LiveSearch {
  const [state, dispatch] = useReducer(liveSearchReducer, INITIAL_LIVE_SEARCH_STATE);
  const [scheduler] = useState(() => new LiveSearchScheduler(fetchSearchChunk, dispatch));
  useEffect(() => () => scheduler.stop(), [scheduler]);
  return {
    state,
    input: (value) => void scheduler.input(value),
    reset: (value) => scheduler.reset(value),
    loadMore: () => {
      if (canLoadMore(state)) scheduler.loadMore(state.requestId, state.term, state.pagesLoaded + 1);
    },
    move: (delta) => dispatch({ type: 'move', delta }),
    activate: (index) => dispatch({ type: 'activate', index }),
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
  };
}
