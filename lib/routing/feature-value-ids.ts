import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import { featureFiltersResponseSchema } from '@/contract/product';
import { KnownIds } from './known-ids';

/**
 * The ids of the technical filter values that exist, per locale, from `GET /api/feature_filters/` (ADR 0041;
 * lib/routing/known-ids.ts).
 */
export class FeatureValueIds extends KnownIds {
  constructor(backend: KyInstance, now?: () => number) {
    super(async (locale) => {
      const result = await requestJson(backend, 'api/feature_filters/', featureFiltersResponseSchema, { searchParams: { locale }, noStore: true, timeoutMs: UPSTREAM_TIMEOUT_MS });
      return result.ok ? new Set(result.data.filters.flatMap((filter) => filter.values.map((value) => value.id))) : null;
    }, now);
  }
}
