import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Content, ContentFolder } from '@/contract/content';
import { searchUrlRequestSchema } from '@/contract/rewriting';
import type { searchUrlResponseSchema } from '@/contract/rewriting';
import { notFound } from '@/backend/errors';
import { idString, localeQuery, parseInput } from '@/backend/validation';
import { resolveRewriting } from './api-catalog';
import type { RouteDeps } from './deps';

export function registerFastContentRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/fast/content/custom_attribute/', async (request): Promise<Content[]> => {
    const q = parseInput(z.object({ content_id: idString, locale: localeQuery }), request.query, 'query');
    const content = repos.contents.one(q.content_id, q.locale);
    if (!content) throw notFound(`Content ${q.content_id} not found`);
    return [content];
  });

  app.get('/fast/content_folder', async (request): Promise<ContentFolder> => {
    const q = parseInput(z.object({ folder_id: idString, locale: localeQuery }), request.query, 'query');
    const folder = repos.contents.folder(q.folder_id, q.locale);
    if (!folder) throw notFound(`Folder ${q.folder_id} not found`);
    return folder;
  });

  app.post('/fast/search_url/', async (request): Promise<z.infer<typeof searchUrlResponseSchema>> => {
    const body = parseInput(searchUrlRequestSchema, request.body, 'body');
    const found = resolveRewriting(repos, body.view_locale, body.view_url);
    if (!found) throw notFound('URL not found');
    return { view: found.view, view_id: found.view_id };
  });
}
