import crypto from 'node:crypto';

/**
 * Data sealed for a cookie of the shop's host: JSON encrypted and authenticated with AES-256-GCM under a server key,
 * bound to a label (the additional authenticated data: purpose and shop), with the time it was sealed inside. A value
 * that was changed, carries another label or is older than its life opens as nothing. The express (guest checkout)
 * cookie and the customer's session cookie are sealed this way.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A value stamped later than this ahead of the server's clock is not trusted. */
const CLOCK_SKEW_MS = 60_000;

/** Seals data at `now`: base64url of IV, tag and ciphertext. */
export function sealBox(data: unknown, label: string, key: Buffer, now: number): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label));
  const plain = Buffer.from(JSON.stringify({ savedAt: now, data }), 'utf8');
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The data of a value sealed with this label less than `lifeMs` ago; null for anything else. */
export function openBox(value: string | undefined, label: string, key: Buffer, now: number, lifeMs: number): unknown {
  if (value === undefined || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(label));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    const envelope = JSON.parse(plain) as { savedAt?: unknown; data?: unknown };
    if (typeof envelope.savedAt !== 'number') return null;
    if (now - envelope.savedAt >= lifeMs || envelope.savedAt - now > CLOCK_SKEW_MS) return null;
    return envelope.data ?? null;
  } catch {
    return null;
  }
}
