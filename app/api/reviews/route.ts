import { NextResponse } from 'next/server';
import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/contract/review-limits';
import { guardedWrite } from '@/lib/request/guarded-write';
import { submitReviewCall } from '@/lib/reviews/review-calls';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const MAX_BODY_BYTES = 8192;
const reviewInputSchema = z
  .object({
    pseId: z.number().int().positive().max(2_147_483_647),
    title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
    content: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
    rating: z.number().int().min(1).max(5),
  })
  .strict();

/**
 * `POST /api/reviews` `{pseId, title, content, rating}`: the logged-in customer's review goes to moderation (200
 * `{status:'sent'}`, 'sent for approval'). 401 `login` for a guest, 403 `only-customers` when the customer may not
 * review the product ('Only customer are allowed to publish comment'), 400 / 503 `save-failed` ('Error saving comment!').
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ body, context }) => {
  const session = context.session;
  if (session.kind !== 'customer') return NextResponse.json({ error: 'login' }, { status: 401, headers: NO_STORE });
  const input = reviewInputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'save-failed' }, { status: 400, headers: NO_STORE });
  const sent = await submitReviewCall(session, {
    pse_id: input.data.pseId, title: input.data.title, content: input.data.content, rating: input.data.rating, locale: context.shop.theliaLocale,
  });
  if (sent.ok) return NextResponse.json({ status: 'sent' }, { headers: NO_STORE });
  if (sent.error.status === 403) return NextResponse.json({ error: 'only-customers' }, { status: 403, headers: NO_STORE });
  const status = sent.error.status === 400 ? 400 : 503;
  return NextResponse.json({ error: 'save-failed' }, { status, headers: NO_STORE });
});
