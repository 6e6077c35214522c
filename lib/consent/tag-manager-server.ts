import 'server-only';
import { cache } from 'react';
import { helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { tagManagerSchema } from '@/contract/system-config';
import { API_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { containerIdOf, tagManagerBase } from './tag-manager';

/** The shop's tag manager: its container and where gtm.js comes from. */
export type TagManagerSetup = { containerId: string; base: string };

/**
 * The tag-manager settings of a shop (`GET google_tag_manager`, S7-45), cached like the other config and tagged per
 * locale; null when no container is configured or the settings cannot be read (the page then has no tag manager).
 */
export const getTagManager = cache(async (shop: Shop): Promise<TagManagerSetup | null> => {
  const result = await requestJson(helperClient(), 'google_tag_manager', tagManagerSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: { revalidate: API_CACHE_SECONDS, tags: [cacheTags.config(shop.theliaLocale)] },
  });
  const containerId = result.ok ? containerIdOf(result.data) : null;
  return containerId === null ? null : { containerId, base: tagManagerBase(process.env) };
});
