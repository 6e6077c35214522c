import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Category } from '@/contract/category';
import type { TheliaLocale } from '@/contract/common';
import { theliaLocaleSchema } from '@/contract/common';
import type { ConfigApi } from '@/contract/config-api';
import type { Country } from '@/contract/country';
import type { RewritingResponse } from '@/contract/rewriting';
import { notFound } from '@/backend/errors';
import type { Repos } from '@/backend/repo/repos';
import { SEARCH_CONTENT_INDEX, SEARCH_INDEX_PREFIX } from '@/backend/search/constants';
import { idString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/** A rewriting URL as the storefront sends it: no leading slash, no query or fragment, percent-decoded. */
export function normaliseViewUrl(raw: string): string {
  let url = raw.replace(/^\/+/, '').split(/[?#]/)[0] ?? '';
  if (url.includes('%')) {
    try {
      url = decodeURIComponent(url);
    } catch {
      // Not percent-encoded after all: keep it as sent.
    }
  }
  return url;
}

/** Thelia's RewritingResolver: exact URL in the locale; a redirected row points to the object's current URL. */
export function resolveRewriting(repos: Repos, locale: TheliaLocale, rawUrl: string): RewritingResponse | null {
  const url = normaliseViewUrl(rawUrl);
  if (url.length === 0) return null;
  const row = repos.rewriting.lookup(url, locale);
  if (!row || row.viewId <= 0) return null;
  const redirected = row.redirected === null ? null : repos.rewriting.currentUrl(row.view, row.viewId, locale);
  return { view: row.view, view_id: row.viewId, view_locale: row.locale, url: row.url, redirected_url: redirected };
}

export const viewUrlSchema = z.string().max(2048);

export function registerApiCatalogRoutes(app: FastifyInstance, { repos, search }: RouteDeps): void {
  app.get('/api/categories/:id', async (request): Promise<{ categoryItems: Category[] }> => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    const row = repos.categories.one(id, locale);
    const stats = repos.categories.stats();
    if (!row || row.visible !== 1 || !stats.visible.has(id) || row.title === null) throw notFound(`Category ${id} not found`);
    const urls = repos.rewriting.urlsOf('category', [id]).get(id) ?? {};
    return {
      categoryItems: [
        {
          id, parent: row.parent, visible: true, position: row.position, title: row.title, chapo: row.chapo ?? '', description: row.description ?? '',
          meta_title: row.metaTitle ?? row.title, meta_description: row.metaDescription ?? '', url: urls[locale] ?? '', urls,
          image: repos.categories.imageOf(row), path: repos.categories.path(id, locale), product_count: stats.counts.get(id) ?? 0,
        },
      ],
    };
  });

  app.get('/api/rewriting', async (request): Promise<RewritingResponse> => {
    const q = parseInput(z.object({ view_locale: theliaLocaleSchema, view_url: viewUrlSchema }), request.query, 'query');
    const found = resolveRewriting(repos, q.view_locale, q.view_url);
    if (!found) throw notFound('URL not found');
    return found;
  });

  app.get('/api/ConfigApi', async (): Promise<ConfigApi> => ({
    search_host: search.host,
    search_scheme: 'http',
    search_port: search.port,
    search_front_user: search.user,
    search_front_password: search.password,
    search_index_prefix: SEARCH_INDEX_PREFIX,
    search_content_index: SEARCH_CONTENT_INDEX,
  }));

  app.get('/api/countries', async (request): Promise<Country[]> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    return repos.config.countries(locale);
  });
}
