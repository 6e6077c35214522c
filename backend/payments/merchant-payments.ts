import type { Db } from '@/backend/db/open';
import type { PaymentStart, RedirectProviderCode } from './provider';

export type MerchantOutcome = 'paid' | 'failed' | 'cancelled';

export type MerchantPayment = {
  provider: RedirectProviderCode;
  providerRef: string;
  orderId: number;
  orderRef: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  locale: string;
  email: string;
  returnBase: string;
  cancelRequested: boolean;
  outcome: MerchantOutcome | null;
};

type Row = {
  provider: RedirectProviderCode;
  provider_ref: string;
  order_id: number;
  order_ref: string;
  order_number: string;
  amount_minor: number;
  currency: string;
  locale: string;
  email: string;
  return_base: string;
  cancel_requested: number;
  outcome: MerchantOutcome | null;
};

/**
 * The shop's own record of each payment it started with a provider (like a payment module's table in Thelia): what it
 * asked for, where the shopper returns, and the one outcome it accepted. `claim` is the only way to an outcome and
 * succeeds once per payment, so a replayed or repeated confirmation never reports twice.
 */
export function createMerchantPayments(db: Db, now: () => Date) {
  const insert = db.prepare(
    `INSERT INTO sandbox_merchant_payment (provider, provider_ref, order_id, order_ref, order_number, amount_minor, currency, locale, email, return_base, created_at)
     VALUES (@provider, @providerRef, @orderId, @orderRef, @orderNumber, @amountMinor, @currency, @locale, @email, @returnBase, @createdAt)`,
  );
  const select = db.prepare('SELECT * FROM sandbox_merchant_payment WHERE provider = ? AND provider_ref = ?');
  const claimOutcome = db.prepare(
    'UPDATE sandbox_merchant_payment SET outcome = ?, outcome_at = ?, transaction_id = ? WHERE provider = ? AND provider_ref = ? AND outcome IS NULL',
  );
  const markCancel = db.prepare('UPDATE sandbox_merchant_payment SET cancel_requested = 1 WHERE provider = ? AND provider_ref = ?');
  const insertEvent = db.prepare('INSERT OR IGNORE INTO sandbox_merchant_event (provider, event_id, received_at) VALUES (?, ?, ?)');

  return {
    record(provider: RedirectProviderCode, providerRef: string, start: PaymentStart): void {
      insert.run({
        provider,
        providerRef,
        orderId: start.orderId,
        orderRef: start.orderRef,
        orderNumber: start.orderNumber,
        amountMinor: start.amountMinor,
        currency: start.currency,
        locale: start.locale,
        email: start.email,
        returnBase: start.returnBase.replace(/\/+$/, ''),
        createdAt: now().toISOString(),
      });
    },
    find(provider: RedirectProviderCode, providerRef: string): MerchantPayment | null {
      const row = select.get(provider, providerRef) as Row | undefined;
      if (!row) return null;
      return {
        provider: row.provider,
        providerRef: row.provider_ref,
        orderId: row.order_id,
        orderRef: row.order_ref,
        orderNumber: row.order_number,
        amountMinor: row.amount_minor,
        currency: row.currency,
        locale: row.locale,
        email: row.email,
        returnBase: row.return_base,
        cancelRequested: row.cancel_requested === 1,
        outcome: row.outcome,
      };
    },
    /** Records the outcome if none is recorded yet; true when this call recorded it. */
    claim(provider: RedirectProviderCode, providerRef: string, outcome: MerchantOutcome, transactionId: string | null = null): boolean {
      return claimOutcome.run(outcome, now().toISOString(), transactionId, provider, providerRef).changes === 1;
    },
    markCancelRequested(provider: RedirectProviderCode, providerRef: string): void {
      markCancel.run(provider, providerRef);
    },
    /** Records a provider event id; false when it was received before (a replay). */
    firstReceipt(provider: RedirectProviderCode, eventId: string): boolean {
      return insertEvent.run(provider, eventId, now().toISOString()).changes === 1;
    },
  };
}

export type MerchantPayments = ReturnType<typeof createMerchantPayments>;

/** `{returnBase}/{slug}/{outcome}?query`: where a provider sends the shopper back to the shop. */
export function returnUrl(payment: Pick<MerchantPayment, 'returnBase'>, slug: string, outcome: 'success' | 'cancel' | 'failure', query: Record<string, string>): string {
  return `${payment.returnBase.replace(/\/+$/, '')}/${slug}/${outcome}?${new URLSearchParams(query).toString()}`;
}
