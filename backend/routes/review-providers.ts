import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROVIDER_RATINGS, REVIEW_PROVIDER_IDS } from '@/backend/db/seed/review-provider-ratings';
import { notFound } from '@/backend/errors';
import { parseInput } from '@/backend/validation';

const PREFIX = '/providers/';

/** The providers' stand-ins are public, as the real providers' widget APIs are: no shop token is ever sent to them. */
export function isReviewProviderPath(url: string): boolean {
  return url.startsWith(PREFIX);
}

const paramsSchema = z.object({ provider: z.enum(REVIEW_PROVIDER_IDS) });
const querySchema = z.object({
  shopid: z.string().trim().min(1).max(64),
  type: z.literal('badge'),
  src: z.string().url().max(300),
  lang: z.enum(['de', 'ro', 'en']),
});

/**
 * Stand-ins of the review providers' reviews widget GET (spec section 7: shopid, type, src, lang; the answer of
 * section 3: ratingvalue, ratingcount, criteria, sealcolor, reviewpage and more), as ShopVote, Trusted Shops and the
 * search-engine rating answer it: an unknown shop id is a 404, a missing or malformed parameter a 400.
 */
export function registerReviewProviderRoutes(app: FastifyInstance): void {
  app.get(`${PREFIX}:provider/badge`, async (request) => {
    const { provider } = parseInput(paramsSchema, request.params, 'params');
    const query = parseInput(querySchema, request.query, 'query');
    const rating = PROVIDER_RATINGS[provider][query.shopid];
    if (!rating) throw notFound(`Unknown shop id ${query.shopid}`);
    return {
      shopid: query.shopid,
      shopname: rating.shopname,
      ratingvalue: rating.ratingvalue.toFixed(2),
      ratingcount: rating.ratingcount,
      criteria: rating.criteria[query.lang === 'ro' ? 'ro' : 'de'].map(([name, value]) => ({ name, value })),
      sealcolor: rating.sealcolor,
      reviewpage: rating.reviewpage,
      maxrating: 5,
    };
  });
}
