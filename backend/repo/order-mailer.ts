import type { Order } from '@/contract/checkout';
import { signedGuestOrderPath } from '@/backend/rules/order-link';
import { orderConfirmationMail, paymentReceivedMail, withdrawalReceiptMail } from '@/backend/mail/order-mails';
import { originOf } from '@/backend/mail/mail-format';
import type { OrderRow } from './order-store';
import type { OrderViewRepo } from './order-view-repo';
import type { OutboxRepo } from './outbox-repo';
import type { ShopIdentityRepo } from './shop-identity-repo';

/**
 * The order e-mails, rendered in the order's language and put into the outbox. Each carries the order's signed page
 * link (`/guest/invoice/{ref}/{hash}` on the shop origin the order was placed from, signed with the storefront's
 * order-link key): a guest who closed the order-placed tab reaches status, invoice and the account offer from any of
 * them. Without a key (tools that send no mail) the link is left out.
 */
export function createOrderMailer(view: OrderViewRepo, identity: ShopIdentityRepo, outbox: OutboxRepo, orderLinkKey: string | null = null) {
  const send = (order: Order, kind: 'order_confirmation' | 'payment_received' | 'withdrawal_receipt', mail: { subject: string; body: string }) =>
    outbox.send({ to: order.email, subject: mail.subject, body: mail.body, kind, locale: order.locale, orderId: order.id });
  const pageOf = (order: Order, row: OrderRow): string | null =>
    orderLinkKey === null ? null : `${originOf(row.returnBase)}${signedGuestOrderPath(order.ref, orderLinkKey)}`;
  return {
    confirmation(row: OrderRow): void {
      const order = view.order(row);
      send(order, 'order_confirmation', orderConfirmationMail(order, identity.identity(row.locale), row.returnBase, pageOf(order, row)));
    },
    paymentReceived(row: OrderRow, confirmedAt: string, transactionId: string | null): void {
      const order = view.order(row);
      send(order, 'payment_received', paymentReceivedMail(order, identity.identity(row.locale), confirmedAt, transactionId, pageOf(order, row)));
    },
    withdrawalReceipt(row: OrderRow, name: string, receivedAt: string): void {
      const order = view.order(row);
      send(order, 'withdrawal_receipt', withdrawalReceiptMail(order, identity.identity(row.locale), name, receivedAt, pageOf(order, row)));
    },
  };
}

export type OrderMailer = ReturnType<typeof createOrderMailer>;
