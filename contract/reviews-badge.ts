import { z } from 'zod';

/** A rating as providers send it: a number or a numeric string ('4.80', '4,80'), on the five-star scale. */
const ratingSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+([.,]\d+)?$/).transform((value) => Number(value.replace(',', '.')))])
  .pipe(z.number().min(0).max(5));

const countSchema = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0));

/** One rated criterion of the provider (delivery, service, ...), named in the requested language. */
const criterionSchema = z.object({ name: z.string().trim().min(1).max(80), value: ratingSchema });

/** Only http(s) review pages are linked: anything else (javascript:, data:) is an invalid answer. */
const reviewPageSchema = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL');

/**
 * The reviews badge answer of a provider's GET (spec section 3: ratingvalue, ratingcount, criteria data, sealcolor,
 * reviewpage and more; S3-64). Fields beyond these are ignored; a seal colour that is no hex colour is dropped.
 */
export const reviewsBadgeResponseSchema = z.object({
  ratingvalue: ratingSchema,
  ratingcount: countSchema,
  criteria: z.array(criterionSchema).max(12).catch([]),
  sealcolor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .catch(null),
  reviewpage: reviewPageSchema,
});
export type ReviewsBadgeResponse = z.infer<typeof reviewsBadgeResponseSchema>;
