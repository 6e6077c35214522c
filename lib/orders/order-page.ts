import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { UpstreamUnavailableError } from '@/lib/api/result';
import type { Order } from '@/contract/checkout';
import { checkedOrderId } from './order-link-server';
import { loadOrder } from './server';

/**
 * The order of a signed order link, for the pages after payment (once per request: metadata and page share it). A
 * missing or wrong hash and an unknown order are the not-found page (404), the same answer for both; a backend that
 * cannot be reached is the server-down error.
 */
export const orderOfLink = cache(async (ref: unknown, hash: unknown): Promise<Order> => {
  const orderId = checkedOrderId(ref, hash);
  if (orderId === null) notFound();
  const order = await loadOrder(orderId);
  if (!order.ok) {
    if (order.error.code === 'not-found') notFound();
    throw new UpstreamUnavailableError(order.error.detail);
  }
  return order.data;
});

/** Pages of one shopper's order: never indexed, links not followed. */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
