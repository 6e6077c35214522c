/**
 * The floating trust badge closed on a phone stays closed for the browser session (S4-75): a flag in sessionStorage,
 * which ends with the tab. Storage that refuses (private modes, blocked storage: even reading `window.sessionStorage`
 * may throw) just means the badge shows again.
 */
export const TRUST_BADGE_CLOSED_KEY = 'trust-badge-closed';

type SessionStorage = () => Pick<Storage, 'getItem' | 'setItem'>;
const browserSession: SessionStorage = () => window.sessionStorage;

export function isTrustBadgeClosed(storage: SessionStorage = browserSession): boolean {
  try {
    return storage().getItem(TRUST_BADGE_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberTrustBadgeClosed(storage: SessionStorage = browserSession): void {
  try {
    storage().setItem(TRUST_BADGE_CLOSED_KEY, '1');
  } catch {
    // Not remembered: the badge shows again on the next page, nothing else is lost.
  }
}
