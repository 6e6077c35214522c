import type { RedisConnection } from '@/lib/redis/connection';
import { decodeRevalidation, REVALIDATION_CHANNEL } from '@/lib/cache/revalidation-channel.cjs';
import { readProcessGlobal, writeProcessGlobal } from '@/lib/process/process-globals.cjs';
import type { KnownIds } from './known-ids';
import type { ProductIdLookup } from './product-id-lookup';
import type { RewritingLookup } from './rewriting-lookup';

/** The proxy's per-process lookups that follow revalidations (ADR 0064). */
export type ExpiringLookups = {
  lookup: Pick<RewritingLookup, 'expireAll'>;
  products: Pick<ProductIdLookup, 'expire'>;
  brands: Pick<KnownIds, 'invalidate'>;
  featureValues: Pick<KnownIds, 'invalidate'>;
};

/** What a set of revalidated cache tags (lib/catalog/cache-tags.ts) expires. */
export type LookupExpiry = { urls: boolean; productIds: number[] | 'all'; brands: boolean; featureValues: boolean };

const OBJECT_TAG = /^(product|category|brand|content):(\d{1,10})$/;

/**
 * - Any catalogue object (product, category, brand, content): every rewriting answer, because the lookup is keyed by
 *   URL and a changed object may have a new URL (cached as unknown) or a moved one; they refill from the backend.
 * - A product: its `/product/{id}` answers; the technical filter values (a product brings new ones; they have no tag
 *   of their own). `products` (every product): all product answers and the filter values.
 * - A brand: the brand ids.
 * - Config, menu and Next's own tags: nothing (no lookup reads them).
 */
export function lookupExpiryOf(tags: readonly string[]): LookupExpiry {
  const expiry: LookupExpiry = { urls: false, productIds: [], brands: false, featureValues: false };
  for (const tag of tags) {
    if (tag === 'products') {
      Object.assign(expiry, { urls: true, productIds: 'all', featureValues: true });
      continue;
    }
    const match = OBJECT_TAG.exec(tag);
    if (!match) continue;
    expiry.urls = true;
    if (match[1] === 'product') {
      expiry.featureValues = true;
      if (expiry.productIds !== 'all') expiry.productIds.push(Number(match[2]));
    }
    if (match[1] === 'brand') expiry.brands = true;
  }
  return expiry;
}

export function expireLookups(lookups: ExpiringLookups, tags: readonly string[]): void {
  const expiry = lookupExpiryOf(tags);
  if (expiry.urls) lookups.lookup.expireAll();
  if (expiry.productIds === 'all' || expiry.productIds.length > 0) lookups.products.expire(expiry.productIds);
  if (expiry.brands) lookups.brands.invalidate();
  if (expiry.featureValues) lookups.featureValues.invalidate();
}

/** Everything, for when revalidations may have been missed (the subscription was broken). */
export function expireAllLookups(lookups: ExpiringLookups): void {
  lookups.lookup.expireAll();
  lookups.products.expire('all');
  lookups.brands.invalidate();
  lookups.featureValues.invalidate();
}

/**
 * Revalidations on other instances reach this one through Redis: their cache handler publishes the tags on
 * REVALIDATION_CHANNEL. Without Redis there are no other instances to hear from.
 */
export function followRevalidations(lookups: ExpiringLookups, connection: RedisConnection | null): void {
  connection?.subscribe(
    REVALIDATION_CHANNEL,
    (raw) => {
      const message = decodeRevalidation(raw);
      if (message) expireLookups(lookups, message.tags);
    },
    () => expireAllLookups(lookups),
  );
}

/*
 * The revalidate route expires this instance's lookups directly (before it answers, with or without Redis). The
 * lookups live in the proxy's bundle, the route in another one of the same process: the proxy registers its expiry
 * as a process global (lib/process/process-globals.cjs).
 */
export function shareLookupExpiry(lookups: ExpiringLookups): void {
  writeProcessGlobal('lookupExpiry', (tags) => expireLookups(lookups, tags));
}

/** Expires this process's lookups for revalidated tags (no-op before the proxy's first request). */
export function expireProcessLookups(tags: readonly string[]): void {
  readProcessGlobal('lookupExpiry')?.(tags);
}
