import { useSyncExternalStore } from 'react';
import { consentCookieAssignment, consentFromCookies, type ConsentChoice } from './consent-state';

/**
 * The consent choice in the browser, read from the cookie (the cached page carries no per-shopper state), plus
 * whether the banner is open. Components read it with useConsent(); the banner calls chooseConsent(); the footer's
 * 'cookie settings' link calls reopenConsent(); loaders that may only run with consent use onConsentGranted().
 */
export type ConsentView = {
  /** null until the shopper has chosen. */
  choice: ConsentChoice | null;
  /** The banner is shown: no choice yet, or the shopper reopened it to change the choice. */
  open: boolean;
};

const listeners = new Set<() => void>();
let reopened = false;
let cached: ConsentView | null = null;

function readView(): ConsentView {
  const choice = typeof document === 'undefined' ? null : consentFromCookies(document.cookie);
  const open = reopened || choice === null;
  if (!cached || cached.choice !== choice || cached.open !== open) cached = { choice, open };
  return cached;
}

function notify(): void {
  cached = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before hydration and on the server nothing is known: no banner, no consent. */
const SERVER_VIEW: ConsentView = { choice: null, open: false };

export function useConsent(): ConsentView {
  return useSyncExternalStore(subscribe, readView, () => SERVER_VIEW);
}

/** The current choice, outside React. */
export function currentConsent(): ConsentChoice | null {
  return readView().choice;
}

/** Stores the shopper's choice in the cookie and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  document.cookie = consentCookieAssignment(choice, window.location.protocol === 'https:');
  reopened = false;
  notify();
}

/** Opens the banner again so that the shopper can change the choice (footer link). */
export function reopenConsent(): void {
  reopened = true;
  notify();
}

/**
 * Runs `callback` once consent is granted: at once when it already is, else on the shopper's accept. Returns the
 * unsubscribe function.
 */
export function onConsentGranted(callback: () => void): () => void {
  if (currentConsent() === 'granted') {
    callback();
    return () => {};
  }
  const listener = () => {
    if (currentConsent() !== 'granted') return;
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
