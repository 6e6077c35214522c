import type { OrderDocumentKind } from '@/contract/account-orders';
import type { Order } from '@/contract/checkout';

/**
 * Which PDFs an order offers (the backend's rule, repeated so the page links only to what exists): the invoice once the
 * order has an invoice number, the credit note once an invoiced order was cancelled or refunded.
 */
export function orderDocuments(order: Pick<Order, 'invoice_ref' | 'status'>): OrderDocumentKind[] {
  if (order.invoice_ref === null) return [];
  return order.status === 'refunded' || order.status === 'canceled' ? ['invoice', 'credit'] : ['invoice'];
}

/** The storefront's download of an account order's PDF (streamed with the customer's token). */
export const accountDocumentHref = (orderId: number, kind: OrderDocumentKind) => `/api/account/order-document?order=${orderId}&kind=${kind}`;

/** The storefront's download of a guest order's PDF: the order link's reference and hash (checked before the call). */
export const guestDocumentHref = (ref: string, hash: string, kind: OrderDocumentKind) =>
  `/api/orders/document?order=${encodeURIComponent(ref)}&h=${encodeURIComponent(hash)}&kind=${kind}`;

/** The file name a download gets: `invoice-{number}.pdf`, only letters, digits and dashes of the number. */
export const documentFileName = (kind: OrderDocumentKind, number: string) => `${kind}-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
