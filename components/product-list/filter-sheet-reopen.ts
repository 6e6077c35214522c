/**
 * A filter applied in the open sheet loads the listing of the new state, a new page whose panel starts closed: it
 * opens again, with the focus on the same control, when it mounts within this time of the submit.
 */
export const REOPEN_WITHIN_MS = 10_000;

let pending: { focus: string | null; at: number } | null = null;

/** Called when a filter is submitted from the open sheet: the next listing's panel opens again. */
export function rememberReopen(focus: string | null, now = Date.now()): void {
  pending = { focus, at: now };
}

/**
 * The pending reopen, when it is recent and the screen still narrow; null otherwise. Read without consuming it: React
 * may render a mounting panel, throw that render away (a suspended chunk) and render it again, and each render must
 * see the same answer. The mounted panel clears it (`clearReopen`).
 */
export function pendingReopen(narrow: boolean, now = Date.now()): { focus: string | null } | null {
  if (!pending || now - pending.at >= REOPEN_WITHIN_MS) return null;
  return narrow ? { focus: pending.focus } : null;
}

/** Called once the new panel has mounted: a later listing opens with the sheet closed. */
export function clearReopen(): void {
  pending = null;
}
