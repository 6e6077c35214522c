import type { TheliaLocale } from '@/contract/common';
import type { VatStatus } from '@/contract/account';
import type { Db } from '@/backend/db/open';

export type GuestOfOrder = { id: number; email: string; firstname: string; lastname: string; locale: TheliaLocale; guest: number };

/** What a guest order placed 'als Geschäftskunde' says of the business: the invoice address's company and VAT number. */
export type BusinessOfOrder = { company: string; vatNumber: string };

/** The business data an account keeps from its guest order (the VAT number with its check result). */
export type ConvertedBusiness = BusinessOfOrder & { vatStatus: VatStatus };

/**
 * What the account's orders need besides the order store: the conversion of a guest customer into an account. Conversion rule: the guest record of the order becomes the account
 * (no longer a guest; its password is set through a one-time link); the orders of every other guest record with the same e-mail address
 * (compared without case) move to it; those records' checkout addresses stay with them (they are copies per order,
 * not an address book). The order's invoice address becomes the default address when the record has none. An order
 * placed as a business customer makes a business account: its company and VAT number (checked) are kept.
 */
export function createAccountOrdersRepo(db: Db) {
  const customerOfOrder = db.prepare(
    'SELECT c.id, c.email, c.firstname, c.lastname, c.locale, c.guest FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE o.id = ?',
  );
  const makeAccount = db.prepare('UPDATE customer SET guest = 0, password_hash = ? WHERE id = ? AND guest = 1');
  const joinOrders = db.prepare(
    `UPDATE "order" SET customer_id = @id WHERE customer_id IN (SELECT id FROM customer WHERE guest = 1 AND lower(email) = lower(@email) AND id <> @id)`,
  );
  const hasDefault = db.prepare('SELECT 1 AS found FROM address WHERE customer_id = ? AND is_default = 1');
  const setDefault = db.prepare('UPDATE address SET is_default = 1 WHERE id = (SELECT id FROM address WHERE customer_id = ? ORDER BY id LIMIT 1)');
  const accountWithEmail = db.prepare('SELECT 1 AS found FROM customer WHERE guest = 0 AND lower(email) = lower(?)');
  const businessOfOrder = db.prepare(
    `SELECT a.company, a.vat_number AS vatNumber FROM "order" o JOIN order_address a ON a.id = o.invoice_address_id WHERE o.id = ? AND o.is_company = 1`,
  );
  const makeBusiness = db.prepare('UPDATE customer SET is_company = 1, company = @company, vat_number = @vatNumber, vat_status = @vatStatus WHERE id = @id');

  return {
    customerOfOrder: (orderId: number) => (customerOfOrder.get(orderId) as GuestOfOrder | undefined) ?? null,
    /** The company and VAT number of an order placed as a business customer, else null. */
    businessOfOrder: (orderId: number) => (businessOfOrder.get(orderId) as BusinessOfOrder | undefined) ?? null,
    /**
     * Turns the guest record into an account (without a password until the customer sets one with the mailed one-time
     * link: null) and joins the e-mail's other guest orders to it;
     * answers the number of orders joined, or null when the record is no guest any more or an account has the e-mail.
     */
    convert(customerId: number, email: string, passwordHash: string | null, business: ConvertedBusiness | null = null): { joinedOrders: number } | null {
      return db.transaction(() => {
        if (accountWithEmail.get(email)) return null;
        if (makeAccount.run(passwordHash, customerId).changes !== 1) return null;
        if (business) makeBusiness.run({ ...business, id: customerId });
        const joined = joinOrders.run({ id: customerId, email }).changes;
        if (!hasDefault.get(customerId)) setDefault.run(customerId);
        return { joinedOrders: joined };
      })();
    },
  };
}
