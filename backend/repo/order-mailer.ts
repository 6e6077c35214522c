import type { Order } from '@/lib/contract/checkout';
import { orderConfirmationMail, paymentReceivedMail, withdrawalReceiptMail } from '@/backend/mail/order-mails';
import type { OrderRow } from './order-store';
import type { OrderViewRepo } from './order-view-repo';
import type { OutboxRepo } from './outbox-repo';
import type { ShopIdentityRepo } from './shop-identity-repo';

/** The order e-mails, rendered in the order's language and put into the outbox. */
export function createOrderMailer(view: OrderViewRepo, identity: ShopIdentityRepo, outbox: OutboxRepo) {
  const send = (order: Order, kind: 'order_confirmation' | 'payment_received' | 'withdrawal_receipt', mail: { subject: string; body: string }) =>
    outbox.send({ to: order.email, subject: mail.subject, body: mail.body, kind, locale: order.locale, orderId: order.id });
  return {
    confirmation(row: OrderRow): void {
      const order = view.order(row);
      send(order, 'order_confirmation', orderConfirmationMail(order, identity.identity(row.locale), row.returnBase));
    },
    paymentReceived(row: OrderRow, confirmedAt: string, transactionId: string | null): void {
      const order = view.order(row);
      send(order, 'payment_received', paymentReceivedMail(order, identity.identity(row.locale), confirmedAt, transactionId));
    },
    withdrawalReceipt(row: OrderRow, name: string, receivedAt: string): void {
      const order = view.order(row);
      send(order, 'withdrawal_receipt', withdrawalReceiptMail(order, identity.identity(row.locale), name, receivedAt));
    },
  };
}

export type OrderMailer = ReturnType<typeof createOrderMailer>;
