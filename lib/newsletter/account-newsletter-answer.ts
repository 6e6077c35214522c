import * as z from 'zod/mini';
import { NEWSLETTER_STATUSES } from '@/contract/newsletter-states';

/** The answer of `POST /api/account/newsletter` (zod/mini: loaded with the answer it checks, ADR 0016). */
export const accountNewsletterAnswerSchema = z.object({ status: z.enum(NEWSLETTER_STATUSES) });
