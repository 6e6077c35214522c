import { z } from 'zod';

/**
 * The Redis channel on which every signed revalidation is announced to all storefront instances, and its message
 * (issue 44). The cache handler publishes it from its `revalidateTag` (lib/cache); each instance's proxy subscribes
 * to it to expire its lookups (lib/routing/lookup-invalidation.ts). Both sides must use this name and shape.
 */
export const REVALIDATION_CHANNEL = 'storefront:revalidated';

/** `{"tags": string[], "at": epoch-ms}`; bounded, so a foreign message cannot make an instance do much work. */
export const revalidationMessageSchema = z.object({
  tags: z.array(z.string().min(1).max(256)).max(1_000),
  at: z.number().int().nonnegative(),
});
export type RevalidationMessage = z.infer<typeof revalidationMessageSchema>;

export function revalidationMessage(tags: readonly string[], at: number): string {
  return JSON.stringify({ tags: [...tags], at } satisfies RevalidationMessage);
}

/** The message's tags, or null for anything that is not a revalidation message (ignored). */
export function parseRevalidationMessage(raw: string): RevalidationMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = revalidationMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
