import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import { brandListResponseSchema } from '@/contract/brand';
import { KnownIds } from './known-ids';

/** The ids of the brands that exist, per locale, from the helper API's brand list (lib/routing/known-ids.ts). */
export class BrandIds extends KnownIds {
  constructor(helper: KyInstance, now?: () => number) {
    super(async (locale) => {
      const result = await requestJson(helper, 'brand_list', brandListResponseSchema, { searchParams: { locale }, noStore: true, timeoutMs: UPSTREAM_TIMEOUT_MS });
      return result.ok ? new Set(result.data.map((brand) => brand.id)) : null;
    }, now);
  }
}
