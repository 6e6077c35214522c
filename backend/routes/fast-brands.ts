import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Brand, BrandListItem, brandCategoryCountResponseSchema, brandCountSchema } from '@/contract/brand';
import { theliaLocaleSchema } from '@/contract/common';
import { notFound } from '@/backend/errors';
import { idString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

export function registerFastBrandRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const known = (id: number) => {
    if (!repos.brands.exists(id)) throw notFound(`Brand ${id} not found`);
  };

  app.get('/fast/brand_list', async (request): Promise<BrandListItem[]> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return repos.brands.list(locale);
  });

  app.get('/fast/brands/:id/:locale', async (request): Promise<Brand> => {
    const p = parseInput(z.object({ id: idString, locale: theliaLocaleSchema }), request.params, 'params');
    const brand = repos.brands.one(p.id, p.locale);
    if (!brand) throw notFound(`Brand ${p.id} not found`);
    return brand;
  });

  app.get('/fast/brand_count/:id', async (request): Promise<z.infer<typeof brandCountSchema>> => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    known(id);
    return { brand_id: id, count: repos.brands.count(id) };
  });

  app.get('/fast/brand_category_count', async (request): Promise<z.infer<typeof brandCategoryCountResponseSchema>> => {
    const q = parseInput(z.object({ brand_id: idString, locale: localeQuery }), request.query, 'query');
    known(q.brand_id);
    return repos.brands.categoryCounts(q.brand_id, q.locale);
  });
}
