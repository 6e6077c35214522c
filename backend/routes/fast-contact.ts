import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contactRequestSchema, type contactResponseSchema } from '@/contract/content';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/** `POST /fast/contact`: stores a contact-form message; any invalid field is a 400 naming it. */
export function registerFastContactRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.post('/fast/contact', async (request): Promise<z.infer<typeof contactResponseSchema>> => {
    const body = parseInput(contactRequestSchema, request.body, 'body');
    return { status_code: 200, id: repos.contact.add(body) };
  });
}
