import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { backendFor } from '@/lib/api/clients';
import { UpstreamUnavailableError } from '@/lib/api/result';
import type { Order } from '@/contract/checkout';
import { fetchAccountOrder, fetchAccountOrders, orderIdOfSegment } from './account-orders';
import { customerPageContext, type CustomerContext } from './page-guard';

/**
 * The data of the account's order pages, once per request (metadata and page share it). A malformed id, an unknown
 * order and another customer's order are the not-found page alike (no hint); a backend that cannot answer is the
 * server-down error. A guest is sent to the login page (customerPageContext).
 */
export const accountOrderOfPage = cache(async (segment: string): Promise<{ context: CustomerContext; order: Order }> => {
  const context = await customerPageContext();
  const orderId = orderIdOfSegment(segment);
  if (orderId === null) notFound();
  const order = await fetchAccountOrder(backendFor(context.session.token), orderId);
  if (!order.ok) {
    if (order.error === 'not-found') notFound();
    throw new UpstreamUnavailableError(`account order ${orderId}`);
  }
  return { context, order: order.data };
});

/** The customer's orders, newest first, or null when the backend cannot answer (the page says so). */
export const accountOrdersOfPage = cache(async (): Promise<{ context: CustomerContext; orders: Order[] | null }> => {
  const context = await customerPageContext();
  const orders = await fetchAccountOrders(backendFor(context.session.token));
  return { context, orders: orders.ok ? orders.data : null };
});
