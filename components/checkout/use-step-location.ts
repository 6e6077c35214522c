'use client';

import { useSyncExternalStore } from 'react';

/**
 * The checkout's query string (`?step=...`) as a store of its own: steps are history entries of the same page, made
 * with `history.pushState`, and Back and Forward (popstate) move between them without asking the server. The server
 * render gets the query it was asked for, so the first paint shows the right step.
 */
const STEP_EVENT = 'checkout-step-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_EVENT, onChange);
  };
}

const currentSearch = () => window.location.search;

export function useLocationSearch(serverSearch: string): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(subscribe, currentSearch, () => serverSearch));
}

/** A new history entry for `href` (a step), and the step store told. */
export function pushLocation(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(STEP_EVENT));
}

/** The current history entry replaced by `href`, and the step store told. */
export function replaceLocation(href: string): void {
  window.history.replaceState(null, '', href);
  window.dispatchEvent(new Event(STEP_EVENT));
}
