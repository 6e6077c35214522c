import * as z from 'zod/mini';

/** The answer of `GET /api/reviews/rights?pse=` (zod/mini: loaded by the review island with the answer it checks, ADR 0016). */
export const reviewRightsAnswerSchema = z.object({ state: z.enum(['guest', 'allowed', 'not-buyer', 'already-reviewed']) });
export type ReviewRightsState = z.infer<typeof reviewRightsAnswerSchema>['state'];
