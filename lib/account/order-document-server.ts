import 'server-only';
import type { KyInstance } from 'ky';
import { orderDocumentPath, type OrderDocumentKind } from '@/contract/account-orders';
import { notFoundPage, serverDownPage } from '@/lib/orders/route-answers';
import type { Shop } from '@/contract/shops';

/** A PDF takes the backend longer than a JSON read. */
const DOCUMENT_TIMEOUT_MS = 8_000;

/**
 * Streams an order's invoice or credit PDF from the backend (with the customer's token for an account order, the shop
 * token for a guest's after its link hash was checked) as a download: `Content-Disposition: attachment`, never cached.
 * No such order or document (another customer's order too) is the not-found page; a backend that cannot answer is the
 * server-down page (both logged).
 */
export async function orderDocumentResponse(client: KyInstance, shop: Shop, orderId: number, kind: OrderDocumentKind): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await client(orderDocumentPath(orderId, kind), { throwHttpErrors: false, timeout: DOCUMENT_TIMEOUT_MS, cache: 'no-store', headers: { Accept: 'application/pdf' } });
  } catch (error) {
    console.error(`order document ${kind} of ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
    return serverDownPage(shop);
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (upstream.status === 200 && type.startsWith('application/pdf') && upstream.body) {
    const named = /filename="([A-Za-z0-9-]{1,80}\.pdf)"/.exec(upstream.headers.get('content-disposition') ?? '');
    return new Response(upstream.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${named?.[1] ?? `${kind}-${orderId}.pdf`}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  // The refusal's small body is let go without waiting: under Next's fetch an awaited cancel can stall the answer.
  void upstream.body?.cancel().catch(() => undefined);
  if (upstream.status === 404 || upstream.status === 403) {
    console.error(`order document ${kind} of ${orderId}: not found (${upstream.status})`);
    return notFoundPage();
  }
  console.error(`order document ${kind} of ${orderId}: upstream answered ${upstream.status} ${type}`);
  return serverDownPage(shop);
}
