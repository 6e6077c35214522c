import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CategoryChild, MenuCategory } from '@/contract/category';
import type { TheliaLocale } from '@/contract/common';
import type { categoryCountSchema } from '@/contract/category';
import { notFound } from '@/backend/errors';
import type { Repos } from '@/backend/repo/repos';
import { flagString, idString, intString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type CategoryCount = z.infer<typeof categoryCountSchema>;
const MENU_DEPTH = 3;

function childrenOf(repos: Repos, parent: number, locale: TheliaLocale): CategoryChild[] {
  const stats = repos.categories.stats();
  const ids = (stats.children.get(parent) ?? []).filter((id) => stats.visible.has(id));
  const rows = new Map(repos.categories.all(locale).map((r) => [r.id, r]));
  const urls = repos.rewriting.urlsOf('category', ids);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row || row.title === null) return [];
    return [{ id, title: row.title, url: urls.get(id)?.[locale] ?? '', count: stats.counts.get(id) ?? 0, image: repos.categories.imageOf(row) }];
  });
}

/** The whole visible tree (three levels) with the count of visible products below each category. */
export function categoryMenu(repos: Repos, locale: TheliaLocale): MenuCategory[] {
  const build = (parent: number, depth: number): MenuCategory[] =>
    childrenOf(repos, parent, locale).map((c) => ({
      Id: c.id, Title: c.title, URL: c.url, count: c.count, children: depth < MENU_DEPTH ? build(c.id, depth + 1) : [],
    }));
  return build(0, 1);
}

export function registerFastCategoryRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const knownCategory = (id: number) => {
    if (!repos.categories.stats().visible.has(id)) throw notFound(`Category ${id} not found`);
  };

  app.get('/fast/category_menu/custom_attribute/', async (request): Promise<MenuCategory[]> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return categoryMenu(repos, locale);
  });

  app.get('/fast/category/', async (request): Promise<CategoryChild> => {
    const q = parseInput(z.object({ category_id: idString, visible: flagString.optional(), locale: localeQuery }), request.query, 'query');
    const row = repos.categories.one(q.category_id, q.locale);
    const stats = repos.categories.stats();
    if (!row || row.title === null || (q.visible !== false && !stats.visible.has(row.id))) throw notFound(`Category ${q.category_id} not found`);
    const url = repos.rewriting.urlIn('category', row.id, q.locale);
    return { id: row.id, title: row.title, url, count: stats.counts.get(row.id) ?? 0, image: repos.categories.imageOf(row) };
  });

  app.get('/fast/category_children', async (request): Promise<CategoryChild[]> => {
    const q = parseInput(z.object({ category_id: intString(0, 2_147_483_647), locale: localeQuery }), request.query, 'query');
    if (q.category_id !== 0) knownCategory(q.category_id);
    return childrenOf(repos, q.category_id, q.locale);
  });

  app.get('/fast/category_count/custom_attribute/', async (): Promise<CategoryCount[]> => {
    const { counts } = repos.categories.stats();
    return [...counts.entries()].map(([category_id, count]) => ({ category_id, count }));
  });

  app.get('/fast/category_count/single/:id', async (request): Promise<CategoryCount[]> => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    knownCategory(id);
    return [{ category_id: id, count: repos.categories.stats().counts.get(id) ?? 0 }];
  });

  app.get('/fast/category_count/children', async (request): Promise<CategoryCount[]> => {
    const q = parseInput(z.object({ category_id: intString(0, 2_147_483_647) }), request.query, 'query');
    if (q.category_id !== 0) knownCategory(q.category_id);
    const stats = repos.categories.stats();
    return (stats.children.get(q.category_id) ?? [])
      .filter((id) => stats.visible.has(id))
      .map((id) => ({ category_id: id, count: stats.counts.get(id) ?? 0 }));
  });
}
