import crypto from 'node:crypto';
import type { Db } from '@/backend/db/open';
import { PASSWORD_RESET_LIFE_MS } from '@/contract/constants';

/** The SHA-256 of a reset token: the only form the database keeps. */
export const resetTokenHash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Password reset links: a random token (32 bytes, base64url) e-mailed to the customer, stored only as its hash, used
 * once, valid PASSWORD_RESET_LIFE_MS. Setting the new password ends every login session of the customer.
 */
export function createPasswordResetRepo(db: Db, now: () => Date) {
  const insert = db.prepare('INSERT INTO password_reset (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare('SELECT customer_id AS customerId, expires_at AS expiresAt, used_at AS usedAt FROM password_reset WHERE token_hash = ?');
  const markUsed = db.prepare('UPDATE password_reset SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const setPassword = db.prepare('UPDATE customer SET password_hash = ? WHERE id = ? AND guest = 0');
  const emailOf = db.prepare('SELECT email FROM customer WHERE id = ?');
  const endSessions = db.prepare('UPDATE customer_session SET ended_at = ? WHERE customer_id = ? AND ended_at IS NULL');

  return {
    /**
     * A new one-time token of the customer (the caller mails the link; only its hash is stored): a reset link lives
     * PASSWORD_RESET_LIFE_MS, a set-password link of a converted guest `lifeMs` (SET_PASSWORD_LINK_LIFE_MS).
     */
    issue(customerId: number, lifeMs: number = PASSWORD_RESET_LIFE_MS): string {
      const token = crypto.randomBytes(32).toString('base64url');
      const at = now();
      insert.run(resetTokenHash(token), customerId, at.toISOString(), new Date(at.getTime() + lifeMs).toISOString());
      return token;
    },
    /**
     * Sets the new password of the token's customer and uses the token up, in one transaction: 'used' for a token used
     * before, 'expired' past its life, 'unknown' for any other token; else the customer's id and e-mail address (the
     * storefront logs the customer in with the new password).
     */
    redeem(token: string, passwordHash: string): { ok: true; customerId: number; email: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' } {
      return db.transaction(() => {
        const hash = resetTokenHash(token);
        const row = find.get(hash) as { customerId: number; expiresAt: string; usedAt: string | null } | undefined;
        if (!row) return { ok: false as const, reason: 'unknown' as const };
        if (row.usedAt !== null) return { ok: false as const, reason: 'used' as const };
        const at = now();
        if (Date.parse(row.expiresAt) <= at.getTime()) return { ok: false as const, reason: 'expired' as const };
        markUsed.run(at.toISOString(), hash);
        setPassword.run(passwordHash, row.customerId);
        endSessions.run(at.toISOString(), row.customerId);
        const { email } = emailOf.get(row.customerId) as { email: string };
        return { ok: true as const, customerId: row.customerId, email };
      })();
    },
  };
}
