import type { FastifyInstance } from 'fastify';
import { SOCIAL_LINK_TAKEN_MESSAGE, socialLinkRequestSchema, socialUnlinkRequestSchema, type SocialLink } from '@/contract/social-link';
import { requireCustomer } from '@/backend/auth';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type LinksAnswer = { status_code: 200; data: SocialLink[] };

/**
 * Social account links of the customer of the token (S4-55, S4-56): list, link a subject the storefront took from a
 * verified id_token, unlink. A subject linked to another customer is 409 and changes nothing.
 */
export function registerSocialLinkRoutes(app: FastifyInstance, { repos, now }: RouteDeps): void {
  const db = repos.socialLinks;

  app.get('/api/ExternalOrderApi/social', async (request): Promise<LinksAnswer> => {
    const { customerId } = requireCustomer(request);
    return { status_code: 200, data: db.links(customerId) };
  });

  app.post('/api/ExternalOrderApi/social/link', async (request, reply) => {
    const { customerId } = requireCustomer(request);
    const body = parseInput(socialLinkRequestSchema, request.body, 'body');
    if (!db.link(customerId, body.provider, body.subject, body.email, now().toISOString())) {
      return reply.code(409).send({ status_code: 409, message: SOCIAL_LINK_TAKEN_MESSAGE });
    }
    return { status_code: 200, data: db.links(customerId) };
  });

  app.post('/api/ExternalOrderApi/social/unlink', async (request): Promise<LinksAnswer> => {
    const { customerId } = requireCustomer(request);
    const body = parseInput(socialUnlinkRequestSchema, request.body, 'body');
    db.unlink(customerId, body.provider);
    return { status_code: 200, data: db.links(customerId) };
  });
}
