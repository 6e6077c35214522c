import type { Db } from '@/backend/db/open';

/** Failed logins the backend allows per e-mail address within LOGIN_FAILURE_WINDOW_MS before it refuses (429). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins per e-mail address (lower case), counted by the backend for every storefront instance: past the
 * limit, a login is refused before its password is checked until the oldest failure of the window is old enough. A
 * successful login clears the address's failures.
 */
export function createLoginFailureRepo(db: Db, now: () => Date) {
  const insert = db.prepare('INSERT INTO login_failure (email, at) VALUES (?, ?)');
  const recent = db.prepare('SELECT at FROM login_failure WHERE email = ? AND at > ? ORDER BY at');
  const clear = db.prepare('DELETE FROM login_failure WHERE email = ?');
  const prune = db.prepare('DELETE FROM login_failure WHERE at <= ?');
  const key = (email: string) => email.trim().toLowerCase();
  const windowStart = () => new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();

  return {
    /** Milliseconds until the address may try again; 0 while it is under the limit. */
    lockedFor(email: string): number {
      const rows = recent.all(key(email), windowStart()) as { at: string }[];
      if (rows.length < LOGIN_FAILURE_LIMIT) return 0;
      const oldest = rows[rows.length - LOGIN_FAILURE_LIMIT];
      return oldest ? Math.max(1, Date.parse(oldest.at) + LOGIN_FAILURE_WINDOW_MS - now().getTime()) : 0;
    },
    record(email: string): void {
      prune.run(windowStart());
      insert.run(key(email), now().toISOString());
    },
    clear: (email: string) => void clear.run(key(email)),
  };
}
