import crypto from 'node:crypto';
import type { TheliaLocale } from '@/contract/common';
import { NEWSLETTER_CONFIRM_HOURS } from '@/contract/account-newsletter';
import type { NewsletterStatus } from '@/contract/newsletter-states';
import type { Db } from '@/backend/db/open';

type Row = { email: string; status: Exclude<NewsletterStatus, 'none'> };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Newsletter subscriptions with double opt-in. `subscribe` makes (or renews) a pending subscription with a fresh
 * single-use token and answers the token for the confirmation e-mail; `confirm` activates it while the token is
 * valid; `unsubscribe` ends it at once. An account whose `newsletter` flag was set at registration counts as active.
 * The customer flag follows every change of an account's address, so the account's record tells the same.
 */
export function createNewsletterRepo(db: Db, now: () => Date) {
  const byEmail = db.prepare('SELECT email, status FROM newsletter_subscription WHERE email = ?');
  const accountFlag = db.prepare('SELECT newsletter FROM customer WHERE lower(email) = ? AND guest = 0');
  const upsertPending = db.prepare(
    `INSERT INTO newsletter_subscription (email, locale, status, token_hash, token_expires_at, created_at)
     VALUES (@email, @locale, 'pending', @hash, @expires, @now)
     ON CONFLICT (email) DO UPDATE SET locale = @locale, status = 'pending', token_hash = @hash, token_expires_at = @expires`,
  );
  const byToken = db.prepare('SELECT email, token_expires_at AS expiresAt FROM newsletter_subscription WHERE token_hash = ? AND status = \'pending\'');
  const activate = db.prepare("UPDATE newsletter_subscription SET status = 'active', token_hash = NULL, token_expires_at = NULL, confirmed_at = ? WHERE email = ?");
  const upsertUnsubscribed = db.prepare(
    `INSERT INTO newsletter_subscription (email, locale, status, created_at, unsubscribed_at) VALUES (@email, @locale, 'unsubscribed', @now, @now)
     ON CONFLICT (email) DO UPDATE SET status = 'unsubscribed', token_hash = NULL, token_expires_at = NULL, unsubscribed_at = @now`,
  );
  const setFlag = db.prepare('UPDATE customer SET newsletter = ? WHERE lower(email) = ? AND guest = 0');
  const localeOf = db.prepare('SELECT locale FROM customer WHERE lower(email) = ? AND guest = 0');

  const normal = (email: string) => email.trim().toLowerCase();

  function status(email: string): NewsletterStatus {
    const key = normal(email);
    const row = byEmail.get(key) as Row | undefined;
    if (row) return row.status;
    const account = accountFlag.get(key) as { newsletter: number } | undefined;
    return account?.newsletter === 1 ? 'active' : 'none';
  }

  return {
    status,
    /** A pending subscription and its confirmation token; null when the address is subscribed already (no new mail). */
    subscribe(email: string, locale: TheliaLocale): string | null {
      return db.transaction(() => {
        const key = normal(email);
        if (status(key) === 'active') return null;
        const token = crypto.randomBytes(32).toString('base64url');
        const at = now();
        upsertPending.run({ email: key, locale, hash: hashToken(token), expires: new Date(at.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000).toISOString(), now: at.toISOString() });
        return token;
      })();
    },
    /** Activates the subscription of a valid token (single use); false for an unknown, used or expired one. */
    confirm(token: string): boolean {
      return db.transaction(() => {
        const row = byToken.get(hashToken(token)) as { email: string; expiresAt: string } | undefined;
        if (!row || Date.parse(row.expiresAt) <= now().getTime()) return false;
        activate.run(now().toISOString(), row.email);
        setFlag.run(1, row.email);
        return true;
      })();
    },
    /** Ends a subscription (also a pending one): 'not-found' for an address never subscribed, 'already' when it ended before. */
    unsubscribe(email: string): 'unsubscribed' | 'not-found' | 'already' {
      return db.transaction(() => {
        const key = normal(email);
        const current = status(key);
        if (current === 'none') return 'not-found';
        if (current === 'unsubscribed') return 'already';
        const locale = (localeOf.get(key) as { locale: TheliaLocale } | undefined)?.locale ?? 'de_AT';
        upsertUnsubscribed.run({ email: key, locale, now: now().toISOString() });
        setFlag.run(0, key);
        return 'unsubscribed';
      })();
    },
  };
}
