import { hash, hashSync, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordLengthAllowed } from '@/contract/password-length';

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
 * The common-password list (ADR 0055): the passwords of `@zxcvbn-ts/language-common`, compared case-blind in their
 * NFKC form without surrounding spaces. Built on the first password chosen, not at start.
 */
let commonList: ReadonlySet<string> | undefined;
const comparable = (password: string): string => password.normalize('NFKC').trim().toLowerCase();
const isCommon = (password: string): boolean => {
  commonList ??= new Set(dictionary['passwords-common'].map(comparable));
  return commonList.has(comparable(password));
};

/**
 * The backend's own check of a new password (registration, password change, set-password link), as Thelia checks its
 * own (ADR 0055): the length the contract defines, and not on the common-password list. True when it may be stored.
 */
export const newPasswordAccepted = (password: string): boolean => passwordLengthAllowed(password) && !isCommon(password);
