import { SENT_PURCHASES_KEY } from '@/lib/analytics/sent-purchases';
import { APP_VERSION } from '@/contract/constants';

/**
 * The version check of the spec (section 4, 'Version'; app state `version` and `showNewVersionToast`): a browser whose
 * stored version differs from the running one clears local storage (data an older storefront wrote may no longer
 * fit) and reloads once; the page after that reload shows the one-time toast 'Our website has been updated'.
 * A first visit (nothing stored) only remembers the version: there is nothing old to clear and nothing to announce.
 */
export const VERSION_STORAGE_KEY = 'version';
export const SHOW_NEW_VERSION_TOAST_KEY = 'showNewVersionToast';
/**
 * Session storage: the version this tab already reloaded for. A browser whose local storage cannot keep the version
 * (switched off, full) would otherwise find a mismatch after every reload: it reloads at most once per tab.
 */
export const VERSION_RELOADED_SESSION_KEY = 'versionReloaded';
/**
 * Local-storage keys a version change keeps: the orders whose purchase was already sent to analytics, so that a
 * thank-you page reopened after a release does not count the sale again.
 */
export const KEYS_KEPT_ON_VERSION_CHANGE: readonly string[] = [SENT_PURCHASES_KEY];

/** What the page does: nothing, show the toast, or wait for the reload it started. */
export type VersionOutcome = 'none' | 'toast' | 'reloading';

export type VersionCheckEnvironment = {
  local: Storage | undefined;
  session: Storage | undefined;
  reload: () => void;
};

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage switched off or full: read back by the caller where it matters.
  }
}

/** Clears local storage but the `kept` keys, which are written back with their values. */
function clearExcept(storage: Storage | undefined, kept: readonly string[]): void {
  const survivors = kept.flatMap((key) => {
    const value = read(storage, key);
    return value === null ? [] : [[key, value] as const];
  });
  try {
    storage?.clear();
  } catch {
    // Nothing could be cleared: the reload below still brings the new code.
    return;
  }
  for (const [key, value] of survivors) write(storage, key, value);
}

/** Runs the check once on a page load; `appVersion` is APP_VERSION (a parameter for the tests). */
export function runVersionCheck({ local, session, reload }: VersionCheckEnvironment, appVersion: string = APP_VERSION): VersionOutcome {
  const stored = read(local, VERSION_STORAGE_KEY);
  if (stored === null) {
    write(local, VERSION_STORAGE_KEY, appVersion);
    return 'none';
  }
  if (stored !== appVersion) {
    clearExcept(local, KEYS_KEPT_ON_VERSION_CHANGE);
    write(local, VERSION_STORAGE_KEY, appVersion);
    write(local, SHOW_NEW_VERSION_TOAST_KEY, 'true');
    // No loop: reload only when the new version is stored, and only once per tab and version.
    if (read(local, VERSION_STORAGE_KEY) !== appVersion || read(session, VERSION_RELOADED_SESSION_KEY) === appVersion) return 'none';
    write(session, VERSION_RELOADED_SESSION_KEY, appVersion);
    reload();
    return 'reloading';
  }
  if (read(local, SHOW_NEW_VERSION_TOAST_KEY) === 'true') {
    // Shown one time only: a reload while the toast is up does not bring it back.
    write(local, SHOW_NEW_VERSION_TOAST_KEY, 'false');
    return 'toast';
  }
  return 'none';
}
