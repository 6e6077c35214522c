import 'server-only';
import { helperFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import {
  ownReviewsResponseSchema, reviewRightsResponseSchema, reviewSentResponseSchema, type OwnReview, type ReviewRequest, type ReviewRights,
} from '@/contract/account-reviews';
import type { TheliaLocale } from '@/contract/common';

type CustomerSession = { token: string; customerId: number };

/** `GET comments/rights/{pse}/{customer}` with the customer's own token: may this customer review the product of the variant? */
export async function reviewRightsCall(session: CustomerSession, pseId: number): Promise<Result<ReviewRights>> {
  return requestJson(helperFor(session.token), `comments/rights/${pseId}/${session.customerId}`, reviewRightsResponseSchema, { noStore: true });
}

/** `POST comments` with the customer's token: the review goes to moderation; `rejected` (403) when the customer may not review. */
export async function submitReviewCall(session: CustomerSession, review: ReviewRequest): Promise<Result<{ id: number }>> {
  const answer = await requestJson(helperFor(session.token), 'comments', reviewSentResponseSchema, { method: 'post', json: review, noStore: true });
  return answer.ok ? { ok: true, data: { id: answer.data.data.id } } : answer;
}

/** `GET comments/own` with the customer's token: the customer's reviews with their moderation state. */
export async function ownReviewsCall(session: CustomerSession, locale: TheliaLocale): Promise<Result<OwnReview[]>> {
  const answer = await requestJson(helperFor(session.token), 'comments/own', ownReviewsResponseSchema, { searchParams: { locale }, noStore: true });
  return answer.ok ? { ok: true, data: answer.data.reviews } : answer;
}
