import { SET_PASSWORD_LINK_LIFE_MS } from '@/contract/constants';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { createPasswordResetRepo, resetTokenHash } from './password-reset-repo';

/** The one-time links (forgot password, and the set-password link of a converted guest): issue 42. */
let t: TestApp;
let clock = new Date('2026-12-01T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

function customer(): number {
  const email = `link-${Math.random().toString(36).slice(2)}@example.at`;
  const info = t.db
    .prepare("INSERT INTO customer (ref, email, title_id, firstname, lastname, locale, guest, created_at, password_hash) VALUES (?, ?, 1, 'Lia', 'Link', 'de_AT', 0, '2026-12-01T08:00:00Z', NULL)")
    .run(`CUS-${email}`, email);
  return Number(info.lastInsertRowid);
}

describe('one-time password links', () => {
  const repo = () => createPasswordResetRepo(t.db, () => clock);

  test('a token is random, 43 characters of base64url, and only its SHA-256 is stored', () => {
    const id = customer();
    const [a, b] = [repo().issue(id), repo().issue(id)];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    const rows = t.db.prepare('SELECT token_hash FROM password_reset WHERE customer_id = ?').all(id) as { token_hash: string }[];
    expect(rows.map((row) => row.token_hash).sort()).toEqual([resetTokenHash(a), resetTokenHash(b)].sort());
    expect(rows.some((row) => row.token_hash === a)).toBe(false);
  });

  test('a token sets the password once; the second use is refused and changes nothing', () => {
    const id = customer();
    const token = repo().issue(id);
    expect(repo().redeem(token, 'hash-1')).toMatchObject({ ok: true, customerId: id });
    expect(repo().redeem(token, 'hash-2')).toEqual({ ok: false, reason: 'used' });
    expect(t.db.prepare('SELECT password_hash FROM customer WHERE id = ?').get(id)).toEqual({ password_hash: 'hash-1' });
  });

  test('a set-password link lives SET_PASSWORD_LINK_LIFE_MS (72 hours): usable just before, expired at the end', () => {
    const id = customer();
    const sent = clock;
    const early = repo().issue(id, SET_PASSWORD_LINK_LIFE_MS);
    const late = repo().issue(id, SET_PASSWORD_LINK_LIFE_MS);
    try {
      clock = new Date(sent.getTime() + SET_PASSWORD_LINK_LIFE_MS - 1000);
      expect(repo().redeem(early, 'hash-early')).toMatchObject({ ok: true });
      clock = new Date(sent.getTime() + SET_PASSWORD_LINK_LIFE_MS);
      expect(repo().redeem(late, 'hash-late')).toEqual({ ok: false, reason: 'expired' });
    } finally {
      clock = sent;
    }
    expect(t.db.prepare('SELECT password_hash FROM customer WHERE id = ?').get(id)).toEqual({ password_hash: 'hash-early' });
  });

  test('an unknown token is refused', () => {
    expect(repo().redeem('A'.repeat(43), 'hash')).toEqual({ ok: false, reason: 'unknown' });
  });
});
