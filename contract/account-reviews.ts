import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/contract/review-limits';
import { theliaLocaleSchema } from './common';

/**
 * The review (comment) calls of the helper API (spec sections 3, 4, 7): a customer's rights to review a product
 * variant, writing a review (it goes to moderation), the customer's own reviews with their moderation state, and the
 * operator's moderation queue. The approved reviews of a product stay `GET comments/{productId}` (contract/product.ts).
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);

/** The backend's texts (spec section 8); the storefront shows its own translations of them. */
export const REVIEW_MESSAGES = {
  onlyCustomers: 'Only customer are allowed to publish comment',
  saveFailed: 'Error saving comment!',
  sent: 'sent for approval',
} as const;

/** Moderation states of a review: written and waiting, shown on the product page, or refused by the operator. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;


/**
 * `GET {fastApi}/comments/rights/{pse}/{customer}` (customer token, the customer of the path must be the token's):
 * whether the customer may review the product of this variant. `not-buyer`: no order of the product;
 * `already-reviewed`: a review of the product is waiting or shown.
 */
export const reviewRightsResponseSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['not-buyer', 'already-reviewed']).nullable(),
});
export type ReviewRights = z.infer<typeof reviewRightsResponseSchema>;

/** `POST {fastApi}/comments` (customer token): a review of the product of `pse_id`, in the shop's language. */
export const reviewRequestSchema = z
  .object({
    pse_id: id,
    title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
    content: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
    rating: z.number().int().min(1).max(5),
    locale: theliaLocaleSchema,
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** The answer to a stored review: it waits for moderation ('sent for approval'). Refusals: 403 onlyCustomers, 400 saveFailed. */
export const reviewSentResponseSchema = z.object({
  status_code: z.literal(200),
  message: z.literal(REVIEW_MESSAGES.sent),
  data: z.object({ id, status: z.literal('pending') }),
});

/** A refusal of the review calls: `{status_code, message}` with one of REVIEW_MESSAGES. */
export const reviewRefusalSchema = z.object({ status_code: z.number().int(), message: z.string() });

/** One review of the customer's own list (`GET {fastApi}/comments/own`, customer token), newest first. */
export const ownReviewSchema = z.object({
  id,
  product_id: id,
  product_title: z.string(),
  /** The product's rewritten URL in the shop's locale ('' when it has none). */
  product_url: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  status: reviewStatusSchema,
  created_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewsResponseSchema = z.object({ reviews: z.array(ownReviewSchema) });

/** `GET {apiUrl}/api/admin/comments?status=pending` (shop token): the operator's moderation queue, oldest first. */
export const moderationItemSchema = ownReviewSchema.omit({ product_title: true, product_url: true }).extend({
  customer_id: id,
  author: z.string(),
  lang: z.enum(['de', 'ro']),
});
export const moderationQueueResponseSchema = z.object({ reviews: z.array(moderationItemSchema) });

/** `POST {apiUrl}/api/admin/comments/{id}` (shop token): the operator's decision; answers the review's new state. */
export const moderationDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) }).strict();
export const moderationResultSchema = z.object({ status_code: z.literal(200), data: z.object({ id, status: reviewStatusSchema }) });
