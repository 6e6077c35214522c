import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import type {
  associatedKeywordsResponseSchema, combinationsResponseSchema, deliveryDelaySchema, multiplierResponseSchema, productIdListSchema,
  selectionResponseSchema, CommentsResponse,
} from '@/contract/product';
import { multiplierBulkRequestSchema } from '@/contract/product';
import { notFound } from '@/backend/errors';
import { idListString, idString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type IdList = z.infer<typeof productIdListSchema>;
type Delay = z.infer<typeof deliveryDelaySchema>;

const productParams = z.object({ productId: idString });

export function registerFastProductRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const requireProduct = (id: number) => {
    const row = repos.detail.visibleProduct(id, 'de_AT');
    if (!row) throw notFound(`Product ${id} not found`);
    return row;
  };

  app.get('/fast/product_delays/custom_attribute/:productId', async (request): Promise<Delay> => {
    const { productId } = parseInput(productParams, request.params, 'params');
    const row = requireProduct(productId);
    const main = repos.detail.variants(row, 'de_AT', 13, '').find((v) => v.pse.is_default);
    if (!main) throw notFound(`Product ${productId} not found`);
    return { min_days: main.deliveryMin, max_days: main.deliveryMax };
  });

  app.get('/fast/delivery_delay_pse/:pseId', async (request): Promise<Delay> => {
    const { pseId } = parseInput(z.object({ pseId: idString }), request.params, 'params');
    const pse = repos.detail.pse(pseId);
    if (!pse) throw notFound(`PSE ${pseId} not found`);
    return { min_days: pse.deliveryMin, max_days: pse.deliveryMax };
  });

  app.get('/fast/products/combinations/:productId/:locale', async (request): Promise<z.infer<typeof combinationsResponseSchema>> => {
    const p = parseInput(z.object({ productId: idString, locale: theliaLocaleSchema }), request.params, 'params');
    const q = parseInput(z.object({ country_id: idString.optional() }), request.query, 'query');
    const row = repos.detail.visibleProduct(p.productId, p.locale);
    if (!row) throw notFound(`Product ${p.productId} not found`);
    const countryId = repos.pricing.resolveCountry(q.country_id, p.locale);
    return repos.detail.variants(row, p.locale, countryId, '').map(({ pse }) => ({
      pse_id: pse.id, color: pse.color, color_hex: pse.color_hex, size: pse.size, quantity: pse.quantity, stock_state: pse.stock_state,
    }));
  });

  app.get('/fast/accessory_product/:productId', async (request): Promise<IdList> => {
    const { productId } = parseInput(productParams, request.params, 'params');
    requireProduct(productId);
    return { product_ids: repos.extras.associated(productId, 'accessory') };
  });

  app.get('/fast/selection_product/:productId/:locale', async (request): Promise<z.infer<typeof selectionResponseSchema>> => {
    const p = parseInput(z.object({ productId: idString, locale: theliaLocaleSchema }), request.params, 'params');
    requireProduct(p.productId);
    return {
      accessories: repos.extras.associated(p.productId, 'accessory'),
      related: repos.extras.associated(p.productId, 'related'),
      upsell: repos.extras.associated(p.productId, 'upsell'),
      alternatives: repos.extras.associated(p.productId, 'alternative'),
    };
  });

  app.get('/fast/recommendation/item/:productId', async (request): Promise<IdList> => {
    const { productId } = parseInput(productParams, request.params, 'params');
    requireProduct(productId);
    return { product_ids: repos.extras.recommendForProduct(productId) };
  });

  app.get('/fast/recommendation/category/:categoryId', async (request): Promise<IdList> => {
    const { categoryId } = parseInput(z.object({ categoryId: idString }), request.params, 'params');
    const subtree = repos.categories.stats().subtree(categoryId);
    if (subtree.length === 0) throw notFound(`Category ${categoryId} not found`);
    return { product_ids: repos.extras.recommendForCategories(subtree) };
  });

  app.get('/fast/recommendation/bestseller', async (request): Promise<IdList> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return { product_ids: repos.extras.bestsellers(repos.pricing.resolveCountry(undefined, locale)) };
  });

  app.get('/fast/product-associated-keywords', async (request): Promise<z.infer<typeof associatedKeywordsResponseSchema>> => {
    const q = parseInput(z.object({ product_id: idListString, locale: localeQuery }), request.query, 'query');
    const ids = repos.list.visible([...new Set(q.product_id)]);
    if (ids.length === 0) throw notFound('Product not found');
    const badges = repos.cards.badges(ids, q.locale);
    return ids.map((id) => ({ product_id: id, group: 'badges', keywords: badges.get(id) ?? [] }));
  });

  app.get('/fast/comments/:productId', async (request): Promise<CommentsResponse> => {
    const { productId } = parseInput(productParams, request.params, 'params');
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    if (!repos.detail.visibleProduct(productId, locale)) throw notFound(`Product ${productId} not found`);
    return repos.extras.reviews(productId, locale === 'ro_RO' ? 'ro' : 'de');
  });

  app.get('/fast/multiplier/', async (request): Promise<z.infer<typeof multiplierResponseSchema>> => {
    const q = parseInput(z.object({ product_id: idListString.optional() }), request.query, 'query');
    return repos.extras.multipliers(q.product_id ?? null);
  });

  app.post('/fast/multiplier/bulk/', async (request): Promise<z.infer<typeof multiplierResponseSchema>> => {
    const body = parseInput(multiplierBulkRequestSchema, request.body, 'body');
    return body.products.length === 0 ? [] : repos.extras.multipliers([...new Set(body.products)]);
  });
}
