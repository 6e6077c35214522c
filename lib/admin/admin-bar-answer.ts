import * as z from 'zod/mini';

/** The answer of `GET /api/admin-bar` (zod/mini: loaded by the admin bar with the answer it checks, ADR 0016). */
export const adminBarAnswerSchema = z.object({ backofficeUrl: z.string() });
