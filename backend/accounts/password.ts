import { hash, hashSync, verify } from '@node-rs/argon2';
import { newPasswordProblem } from '@/lib/account/common-passwords';

/**
 * Passwords are stored as argon2id hashes (memory-hard; OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane).
 * `@node-rs/argon2` ships its compiled binary per platform, so nothing is built on install.
 */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);

/** For the seed, which runs in one synchronous transaction. */
export const hashPasswordSync = (password: string): string => hashSync(password, PARAMS);

/** A hash no password matches: verified against when the e-mail is unknown, so both answers take as long. */
const NO_ACCOUNT_HASH = hashSync('no account has this password', PARAMS);

/** Whether the password matches the stored hash; null (no account) costs the same time and answers false. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(stored ?? NO_ACCOUNT_HASH, password);
    return stored !== null && matches;
  } catch {
    return false;
  }
}

/**
 * The backend's own check of a new password (registration, password change, set-password link), as Thelia checks its
 * own: the shop's password rule with the common-password list (ADR 0055). The contract's schema has checked the
 * length already; this adds the list. True when the password may be stored.
 */
export const newPasswordAccepted = (password: string): boolean => newPasswordProblem(password) === null;
