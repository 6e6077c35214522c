import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountListsRequestSchema, type AccountLists } from '@/contract/account-lists';
import { requireCustomer } from '@/backend/auth';
import { localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type ListsAnswer = { status_code: 200; data: AccountLists };

/**
 * The customer's wish list and compare list (customer token; the customer comes from the token, never a parameter):
 * read, replace, and merge a guest's lists in after a login (ADR 0031).
 */
export function registerAccountListRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/api/ExternalOrderApi/lists', async (request): Promise<ListsAnswer> => {
    const { customerId } = requireCustomer(request);
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return { status_code: 200, data: repos.accountLists.read(customerId, locale) };
  });

  app.put('/api/ExternalOrderApi/lists', async (request): Promise<ListsAnswer> => {
    const { customerId } = requireCustomer(request);
    const { locale, wishlist, compare } = parseInput(accountListsRequestSchema, request.body, 'body');
    return { status_code: 200, data: repos.accountLists.write(customerId, locale, { wishlist, compare }) };
  });

  app.post('/api/ExternalOrderApi/lists/merge', async (request): Promise<ListsAnswer> => {
    const { customerId } = requireCustomer(request);
    const { locale, wishlist, compare } = parseInput(accountListsRequestSchema, request.body, 'body');
    return { status_code: 200, data: repos.accountLists.merge(customerId, locale, { wishlist, compare }) };
  });
}
