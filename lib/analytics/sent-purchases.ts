/**
 * The orders whose purchase event this browser has pushed (local storage, shared by its tabs and kept over reloads and
 * back navigation), so that an order's thank-you page sends it once only (ADR 0059). The newest ids are kept.
 */
export const SENT_PURCHASES_KEY = 'ga4-purchases-sent';
const KEPT = 50;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: Store): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SENT_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Claims the transaction for this push: true the first time, false when it was sent before. Without a working store
 * (storage blocked) it answers false: a missing purchase is better than a counted-twice one.
 */
export function claimPurchase(transactionId: string, store: Store | null): boolean {
  if (store === null) return false;
  try {
    const sent = read(store);
    if (sent.includes(transactionId)) return false;
    store.setItem(SENT_PURCHASES_KEY, JSON.stringify([...sent, transactionId].slice(-KEPT)));
    return true;
  } catch {
    return false;
  }
}
