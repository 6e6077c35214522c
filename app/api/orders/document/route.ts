import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { orderDocumentResponse } from '@/lib/account/order-document-server';
import { ORDER_DOCUMENT_KINDS } from '@/contract/account-orders';
import { checkedOrderId } from '@/lib/orders/order-link-server';
import { notFoundPage } from '@/lib/orders/route-answers';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ order: z.string().max(40), h: z.string().max(64), kind: z.enum(ORDER_DOCUMENT_KINDS) });

/**
 * `GET /api/orders/document?order={ref}&h={hash}&kind=invoice|credit`: a guest order's invoice or credit PDF from its
 * signed link (S6-02). The hash is checked here first (a wrong one is the not-found page, as on the guest order page);
 * only then is the PDF read with the shop token.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const orderId = query.success ? checkedOrderId(query.data.order, query.data.h) : null;
  if (!query.success || orderId === null) return notFoundPage();
  return orderDocumentResponse(backendClient(), routeShop(request), orderId, query.data.kind);
}
