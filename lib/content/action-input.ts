import { z } from 'zod';

/**
 * A server action is an input boundary: whatever is posted to it arrives as its arguments, not only what the shop's
 * form sends. The form data is checked before it is read, so a call with anything else is answered as a failed
 * submission instead of throwing (which Next.js answers with 500).
 */
const formDataSchema = z.instanceof(FormData);

export function postedFormData(value: unknown): FormData | null {
  const parsed = formDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A showroom id as the page binds it: a positive integer. */
export const showroomIdSchema = z.number().int().positive();
