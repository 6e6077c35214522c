import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_ORDER_MESSAGES, ORDER_DOCUMENT_KINDS } from '@/contract/account-orders';
import { ORDER_MESSAGES } from '@/contract/checkout';
import { hasOrderDocument, orderDocumentPdf } from '@/backend/pdf/order-pdf';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';
import { orderScope } from './orders';

/**
 * `GET /api/ExternalOrderApi/order/{id}/invoice.pdf` and `.../credit.pdf`: the order's invoice (once it has an invoice
 * number) and credit note (an invoiced order cancelled or refunded: its own number and date), made from the order as
 * a PDF file. A customer's token reads its own orders only (another customer's order is a 404 like an unknown one);
 * the shop token any (the storefront's guest order page, after it checked the link's hash).
 */
export function registerOrderDocumentRoutes(app: FastifyInstance, { repos, now }: RouteDeps): void {
  const { orderStore, orderView, shopIdentity } = repos;
  for (const kind of ORDER_DOCUMENT_KINDS) {
    app.get(`/api/ExternalOrderApi/order/:id/${kind}.pdf`, async (request, reply) => {
      const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
      const customerId = orderScope(request, undefined);
      const row = orderStore.order(id);
      if (!row || (customerId !== undefined && row.customerId !== customerId)) return reply.code(404).send({ status_code: 404, message: ORDER_MESSAGES.notFound });
      const order = orderView.order(row);
      const credit = row.creditRef !== null && row.creditDate !== null ? { ref: row.creditRef, date: row.creditDate } : null;
      if (!hasOrderDocument(order, kind) || (kind === 'credit' && credit === null)) {
        return reply.code(404).send({ status_code: 404, message: ACCOUNT_ORDER_MESSAGES.noDocument });
      }
      const pdf = await orderDocumentPdf({ order, kind, shop: shopIdentity.identity(order.locale), credit }, now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${kind}-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  }
}
