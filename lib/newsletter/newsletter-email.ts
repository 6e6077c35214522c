/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** One '@' with text before it and a dotted domain after it, no spaces: what browsers accept for type=email, plus a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type NewsletterEmailProblem = 'required' | 'invalid';

/** Why a newsletter e-mail cannot be sent (spec section 5: required, e-mail type), or null. */
export function newsletterEmailProblem(value: string): NewsletterEmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}
