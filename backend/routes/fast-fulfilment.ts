import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import type { FulfilmentCenter, fulfilmentStockResponseSchema } from '@/contract/fulfilment';
import { notFound } from '@/backend/errors';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

export function registerFastFulfilmentRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  // `locale` (optional): names and opening hours in that shop's language; without it, the centres' own texts.
  app.get('/fast/fulfilment_center/', async (request): Promise<FulfilmentCenter[]> => {
    const { locale } = parseInput(z.object({ locale: theliaLocaleSchema.optional() }), request.query, 'query');
    return repos.fulfilment.centers(locale ?? null);
  });

  app.get('/fast/fulfilment_center_stock/:pseId', async (request): Promise<z.infer<typeof fulfilmentStockResponseSchema>> => {
    const { pseId } = parseInput(z.object({ pseId: idString }), request.params, 'params');
    if (!repos.detail.pse(pseId)) throw notFound(`PSE ${pseId} not found`);
    return repos.fulfilment.stock(pseId);
  });
}
