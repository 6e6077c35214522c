import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_MESSAGES, moderationDecisionSchema, reviewRequestSchema, reviewStatusSchema,
  type moderationQueueResponseSchema, type moderationResultSchema, type ownReviewsResponseSchema, type ReviewRights, type reviewSentResponseSchema,
} from '@/contract/account-reviews';
import { requireCustomer, requireShop } from '@/backend/auth';
import { notFound } from '@/backend/errors';
import { idString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ status_code: status, message });

/** The customer of a request with a customer's token, or null (the shop token, no token). */
function customerOf(request: FastifyRequest): number | null {
  return request.principal?.kind === 'customer' ? request.principal.customerId : null;
}

/**
 * Reviews written by customers (spec sections 4, 7, 8) and their moderation:
 * - `GET /fast/comments/rights/{pse}/{customer}` (customer token; another customer's id answers 404 like an unknown one),
 * - `POST /fast/comments` (customer token): stored as pending, 'sent for approval'; 403 'Only customer are allowed to
 *   publish comment' for anyone but a customer who bought the product, 400/500 'Error saving comment!',
 * - `GET /fast/comments/own?locale=` (customer token): the customer's reviews with their moderation state,
 * - `GET /api/admin/comments?status=` and `POST /api/admin/comments/{id}` {decision} (shop token): the operator's queue.
 */
export function registerCustomerReviewRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/fast/comments/rights/:pse/:customer', async (request): Promise<ReviewRights> => {
    const { customerId } = requireCustomer(request);
    const p = parseInput(z.object({ pse: idString, customer: idString }), request.params, 'params');
    if (p.customer !== customerId) throw notFound(`Customer ${p.customer} not found`);
    const rights = repos.reviews.rights(customerId, p.pse);
    if (!rights) throw notFound(`PSE ${p.pse} not found`);
    return rights;
  });

  app.post('/fast/comments', async (request, reply) => {
    const customerId = customerOf(request);
    if (customerId === null) return refuse(reply, 403, REVIEW_MESSAGES.onlyCustomers);
    const body = reviewRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return refuse(reply, 400, REVIEW_MESSAGES.saveFailed);
    const rights = repos.reviews.rights(customerId, body.data.pse_id);
    if (!rights) return refuse(reply, 400, REVIEW_MESSAGES.saveFailed);
    if (!rights.allowed) return refuse(reply, 403, REVIEW_MESSAGES.onlyCustomers);
    let id: number | null;
    try {
      id = repos.reviews.submit(customerId, { pseId: body.data.pse_id, title: body.data.title, content: body.data.content, rating: body.data.rating, locale: body.data.locale });
    } catch (error) {
      request.log.error(error);
      return refuse(reply, 500, REVIEW_MESSAGES.saveFailed);
    }
    if (id === null) return refuse(reply, 403, REVIEW_MESSAGES.onlyCustomers);
    return { status_code: 200, message: REVIEW_MESSAGES.sent, data: { id, status: 'pending' } } satisfies z.infer<typeof reviewSentResponseSchema>;
  });

  app.get('/fast/comments/own', async (request): Promise<z.infer<typeof ownReviewsResponseSchema>> => {
    const { customerId } = requireCustomer(request);
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return { reviews: repos.reviews.own(customerId, locale) };
  });

  app.get('/api/admin/comments', async (request): Promise<z.infer<typeof moderationQueueResponseSchema>> => {
    requireShop(request);
    const { status } = parseInput(z.object({ status: reviewStatusSchema.default('pending') }), request.query, 'query');
    return { reviews: repos.reviews.queue(status) };
  });

  app.post('/api/admin/comments/:id', async (request): Promise<z.infer<typeof moderationResultSchema>> => {
    requireShop(request);
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const { decision } = parseInput(moderationDecisionSchema, request.body, 'body');
    const status = repos.reviews.moderate(id, decision);
    if (!status) throw notFound(`Review ${id} not found`);
    return { status_code: 200, data: { id, status } };
  });
}
