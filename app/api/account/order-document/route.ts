import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendFor } from '@/lib/api/clients';
import { orderIdOfSegment } from '@/lib/account/account-orders';
import { orderDocumentResponse } from '@/lib/account/order-document-server';
import { ORDER_DOCUMENT_KINDS } from '@/contract/account-orders';
import { notFoundPage, seeOther } from '@/lib/orders/route-answers';
import { routeContext } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ order: z.string().max(12), kind: z.enum(ORDER_DOCUMENT_KINDS) });

/**
 * `GET /api/account/order-document?order={id}&kind=invoice|credit`: the logged-in customer's invoice or credit PDF
 * (S3-40), streamed from the backend with the customer's token, so another customer's order is the not-found page
 * like an unknown one. Without a session: the login page.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return notFoundPage();
  const { session, shop } = context.data;
  if (session.kind !== 'customer') return seeOther('/login-register');
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const orderId = query.success ? orderIdOfSegment(query.data.order) : null;
  if (!query.success || orderId === null) return notFoundPage();
  return orderDocumentResponse(backendFor(session.token), shop, orderId, query.data.kind);
}
