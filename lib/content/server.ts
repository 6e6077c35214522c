import 'server-only';
import { cache } from 'react';
import { backendClient, helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { appointmentResponseSchema, type AppointmentRequest } from '@/contract/appointment';
import { brandListResponseSchema, type BrandListItem } from '@/contract/brand';
import { contentFolderSchema, contactResponseSchema, type ContactRequest, type Content, type ContentFolder } from '@/contract/content';
import { rewritingResponseSchema } from '@/contract/rewriting';
import { getContent } from '@/lib/catalog/server';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { API_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';

/**
 * Reads of the info pages: the storefront's own routes (/about, /blog, /team, ...) find their content or folder
 * through a fixed rewriting URL (lib/content/static-pages.ts), then read it from the helper API like any content.
 * Cached for the API cache time; a missing object is null (404), an unreachable backend throws (server-down view).
 */
function orNull<T>(result: Result<T>, what: string): T | null {
  if (result.ok) return result.data;
  if (result.error.kind === 'not-found' || result.error.kind === 'rejected') return null;
  throw new UpstreamUnavailableError(`${what}: ${result.error.message}`);
}

const cached = (tags: string[]) => ({ revalidate: API_CACHE_SECONDS, tags });

/** The object a rewriting URL of the shop's locale names, or null when there is none (or it was moved). */
export const resolveSlug = cache(async (shop: Shop, slug: string): Promise<{ view: string; id: number } | null> => {
  const result = await requestJson(backendClient(), 'api/rewriting', rewritingResponseSchema, {
    searchParams: { view_locale: shop.theliaLocale, view_url: slug },
    cache: cached([`rewriting:${shop.theliaLocale}:${slug}`]),
  });
  const data = orNull(result, `rewriting ${slug}`);
  return data && data.redirected_url === null ? { view: data.view, id: data.view_id } : null;
});

/** The content behind a fixed slug ('about-us', 'advent-calendar'), or null. */
export async function getContentBySlug(shop: Shop, slug: string): Promise<Content | null> {
  const target = await resolveSlug(shop, slug);
  return target?.view === 'content' ? getContent(shop, target.id) : null;
}

/** `GET content_folder?folder_id=`: a folder with its contents (title, id, url). */
export const getFolder = cache(async (shop: Shop, id: number): Promise<ContentFolder | null> => {
  const result = await requestJson(helperClient(), 'content_folder', contentFolderSchema, {
    searchParams: { folder_id: id, locale: shop.theliaLocale },
    cache: cached([`folder:${id}`]),
  });
  return orNull(result, `folder ${id}`);
});

/** The folder behind a fixed slug ('blog', 'team', 'showrooms') with each of its contents in full, in folder order. */
export async function getFolderBySlug(shop: Shop, slug: string): Promise<{ folder: ContentFolder; contents: Content[] } | null> {
  const target = await resolveSlug(shop, slug);
  if (target?.view !== 'folder') return null;
  const folder = await getFolder(shop, target.id);
  if (!folder) return null;
  const contents = await Promise.all(folder.contents.map((entry) => getContent(shop, entry.id)));
  return { folder, contents: contents.filter((content): content is Content => content !== null) };
}

/** `GET brand_list`: every visible brand with logo, URL and product count. */
export const getBrandList = cache(async (shop: Shop): Promise<BrandListItem[]> => {
  const result = await requestJson(helperClient(), 'brand_list', brandListResponseSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: cached(['brands', cacheTags.products]),
  });
  return orNull(result, 'brand list') ?? [];
});

/** `POST contact`: stores a contact-form message (never cached). */
export async function sendContactMessage(request: ContactRequest): Promise<Result<{ id: number }>> {
  const result = await requestJson(helperClient(), 'contact', contactResponseSchema, { method: 'post', json: request, noStore: true });
  return result.ok ? { ok: true, data: { id: result.data.id } } : result;
}

/** `POST appointment`: a showroom consultation request (never cached); 409 when the slot is taken, 422 when not bookable. */
export async function sendAppointmentRequest(request: AppointmentRequest): Promise<Result<{ id: number }>> {
  const result = await requestJson(helperClient(), 'appointment', appointmentResponseSchema, { method: 'post', json: request, noStore: true });
  return result.ok ? { ok: true, data: { id: result.data.id } } : result;
}
