import type { KyInstance } from 'ky';
import type { TheliaLocale } from '@/contract/common';
import { rewritingResponseSchema } from '@/contract/rewriting';
import { getPseResponseSchema } from '@/contract/product';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import type { NotFoundReason } from '@/lib/format/not-found-reason';
import { LookupCache } from './lookup-cache';
import { productVariantPath, targetForRewriting, type RewriteTarget } from './resolve-path';

/**
 * What a looked-up path resolves to. `not-found` renders the not-found page of its reason; `unavailable` (no answer
 * now and none kept from before) the server-down page.
 */
export type LookupOutcome = Exclude<RewriteTarget, { kind: 'pse' }> | { kind: 'not-found'; reason: NotFoundReason } | { kind: 'unavailable' };


const pseTargetSchema = getPseResponseSchema.pick({ product_id: true, pse_id: true });

export class RewritingLookup {
  private readonly cache: LookupCache<LookupOutcome>;

  constructor(
    private readonly backend: KyInstance,
    maxEntries = 20_000,
    now: () => number = Date.now,
  ) {
    this.cache = new LookupCache<LookupOutcome>(maxEntries, now);
  }

  /** Cached (lib/routing/lookup-cache.ts); while the backend cannot be reached, the last good answer stands. */
  resolve(locale: TheliaLocale, countryId: number, viewUrl: string): Promise<LookupOutcome> {
    return this.cache.resolve(`${locale}|${viewUrl}`, () => this.fetchOutcome(locale, countryId, viewUrl));
  }

  clear(): void {
    this.cache.clear();
  }

  /** Every URL is asked again on its next request (a revalidated object may have a new or a moved URL). */
  expireAll(): void {
    this.cache.expire();
  }

  private async fetchOutcome(locale: TheliaLocale, countryId: number, viewUrl: string): Promise<LookupOutcome> {
    const answer = await requestJson(this.backend, 'api/rewriting', rewritingResponseSchema, {
      searchParams: { view_locale: locale, view_url: viewUrl },
      noStore: true,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    if (!answer.ok) return outcomeOfFailure(answer);
    const target = targetForRewriting(answer.data);
    if (target.kind !== 'pse') return target;
    const pse = await requestJson(this.backend, `api/get_pse/${target.pseId}`, pseTargetSchema, {
      searchParams: { country_id: countryId },
      noStore: true,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    if (!pse.ok) return outcomeOfFailure(pse);
    return { kind: 'rewrite', internalPath: productVariantPath(pse.data.product_id, pse.data.pse_id) };
  }
}

function outcomeOfFailure(result: Extract<Result<unknown>, { ok: false }>): LookupOutcome {
  // The backend answers 400 for a URL it cannot even look up: that URL does not exist either.
  if (result.error.kind === 'not-found' || result.error.kind === 'rejected') {
    return result.error.status === 401 ? { kind: 'unavailable' } : { kind: 'not-found', reason: 'rewriting-failed' };
  }
  return { kind: 'unavailable' };
}
