import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { addressListResponseSchema } from '@/lib/contract/account-orders';
import { ADDRESS_LIST_LIMIT } from '@/lib/shop/constants';
import { requireCustomer } from '@/backend/auth';
import { intString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/**
 * `GET /api/ExternalOrderApi/address/?customer_id=&limit=` (customer token): the token customer's saved addresses,
 * the default first, at most ADDRESS_LIST_LIMIT. The customer is the token's; a `customer_id` parameter is ignored.
 */
export function registerCustomerAddressReadRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/api/ExternalOrderApi/address/', async (request): Promise<z.infer<typeof addressListResponseSchema>> => {
    const { customerId } = requireCustomer(request);
    const query = parseInput(z.object({ customer_id: z.string().max(20).optional(), limit: intString(1, 1_000_000).optional() }), request.query, 'query');
    const limit = Math.min(query.limit ?? ADDRESS_LIST_LIMIT, ADDRESS_LIST_LIMIT);
    return { AddressItems: repos.accountOrders.addressesOf(customerId, limit).map((row) => ({ ...row, is_default: row.is_default === 1 })) };
  });
}
