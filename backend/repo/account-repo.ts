import type { TheliaLocale } from '@/contract/common';
import type { CustomerItem, VatStatus } from '@/contract/account';
import type { Db } from '@/backend/db/open';
import { newSessionId } from '@/backend/accounts/customer-token';
import { customerRef } from './customer-repo';

export type AccountRow = {
  id: number; ref: string; email: string; titleId: number; firstname: string; lastname: string; locale: TheliaLocale;
  passwordHash: string; isAdmin: number; isCompany: number; company: string; vatNumber: string; vatStatus: VatStatus; newsletter: number;
};

export type NewAccount = {
  email: string; passwordHash: string; titleId: number; firstname: string; lastname: string; locale: TheliaLocale;
  isCompany: boolean; company: string; vatNumber: string; vatStatus: VatStatus; newsletter: boolean; isAdmin?: boolean;
};

const ACCOUNT_COLUMNS = `id, ref, email, title_id AS titleId, firstname, lastname, locale, password_hash AS passwordHash, is_admin AS isAdmin,
  is_company AS isCompany, company, vat_number AS vatNumber, vat_status AS vatStatus, newsletter`;

/** Customer accounts (customers with a password) and their login sessions. */
export function createAccountRepo(db: Db, now: () => Date) {
  const byEmail = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM customer WHERE lower(email) = lower(?) AND guest = 0`);
  const byId = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM customer WHERE id = ? AND guest = 0`);
  const insert = db.prepare(
    `INSERT INTO customer (ref, email, title_id, firstname, lastname, locale, guest, created_at, password_hash, is_admin, is_company, company,
       vat_number, vat_status, newsletter)
     VALUES (@ref, @email, @titleId, @firstname, @lastname, @locale, 0, @createdAt, @passwordHash, @isAdmin, @isCompany, @company, @vatNumber,
       @vatStatus, @newsletter)`,
  );
  const setRef = db.prepare('UPDATE customer SET ref = ? WHERE id = ?');
  const insertSession = db.prepare('INSERT INTO customer_session (id, customer_id, created_at, refreshed_at) VALUES (?, ?, ?, ?)');
  const openSession = db.prepare('SELECT 1 AS open FROM customer_session WHERE id = ? AND customer_id = ? AND ended_at IS NULL');
  const touchSession = db.prepare('UPDATE customer_session SET refreshed_at = ? WHERE id = ? AND ended_at IS NULL');
  const endSession = db.prepare('UPDATE customer_session SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
  const endOthers = db.prepare('UPDATE customer_session SET ended_at = ? WHERE customer_id = ? AND id <> ? AND ended_at IS NULL');
  const defaultAddress = db.prepare(
    `SELECT a.id, a.title_id AS titleId, a.firstname, a.lastname, a.address1, a.address2, a.address3, a.city, a.zipcode, a.phone, a.cellphone,
       a.country_id AS countryId, a.state_id AS stateId, coalesce(ci.title, '') AS countryTitle, coalesce(s.title, '') AS stateTitle
     FROM address a LEFT JOIN country_i18n ci ON ci.id = a.country_id AND ci.locale = ? LEFT JOIN state s ON s.id = a.state_id
     WHERE a.customer_id = ? ORDER BY a.is_default DESC, a.id LIMIT 1`,
  );
  const stamp = () => now().toISOString();

  return {
    accountByEmail: (email: string) => (byEmail.get(email) as AccountRow | undefined) ?? null,
    account: (id: number) => (byId.get(id) as AccountRow | undefined) ?? null,
    /** Creates an account; null when an account with this e-mail address exists. */
    createAccount(input: NewAccount): { id: number; ref: string } | null {
      return db.transaction(() => {
        if (byEmail.get(input.email)) return null;
        const id = Number(
          insert.run({
            ref: `PENDING-${crypto.randomUUID()}`, email: input.email, titleId: input.titleId, firstname: input.firstname, lastname: input.lastname,
            locale: input.locale, createdAt: stamp(), passwordHash: input.passwordHash, isAdmin: input.isAdmin ? 1 : 0, isCompany: input.isCompany ? 1 : 0,
            company: input.company, vatNumber: input.vatNumber, vatStatus: input.vatStatus, newsletter: input.newsletter ? 1 : 0,
          }).lastInsertRowid,
        );
        const ref = customerRef(id);
        setRef.run(ref, id);
        return { id, ref };
      })();
    },
    /** Opens a login session and answers its id (the token's `sid`). */
    openSession(customerId: number): string {
      const id = newSessionId();
      insertSession.run(id, customerId, stamp(), stamp());
      return id;
    },
    sessionOpen: (sessionId: string, customerId: number) => openSession.get(sessionId, customerId) !== undefined,
    touchSession: (sessionId: string) => touchSession.run(stamp(), sessionId).changes === 1,
    endSession: (sessionId: string) => endSession.run(stamp(), sessionId).changes === 1,
    /** Ends every other session of the customer (after a password change: 'log out other devices'). */
    endOtherSessions: (customerId: number, keepSessionId: string) => endOthers.run(stamp(), customerId, keepSessionId).changes,
    /** The customer record of the customer API (S3-42): the account with its default address's fields. */
    customerItem(id: number, locale: TheliaLocale): CustomerItem | null {
      const account = byId.get(id) as AccountRow | undefined;
      if (!account) return null;
      const address = defaultAddress.get(locale, id) as
        | { id: number; titleId: number; firstname: string; lastname: string; address1: string; address2: string; address3: string; city: string; zipcode: string;
            phone: string; cellphone: string; countryId: number; stateId: number | null; countryTitle: string; stateTitle: string }
        | undefined;
      return {
        ID: account.id, ADDRESS_ID: address?.id ?? null, EMAIL: account.email, FIRSTNAME: account.firstname, LASTNAME: account.lastname, REF: account.ref,
        COMPANY: account.company, TITLE: account.titleId, ADDRESS_FIRSTNAME: address?.firstname ?? '', ADDRESS_LASTNAME: address?.lastname ?? '',
        ADDRESS1: address?.address1 ?? '', ADDRESS2: address?.address2 ?? '', ADDRESS3: address?.address3 ?? '', CITY: address?.city ?? '',
        COUNTRY_TITLE: address?.countryTitle ?? '', STATE_TITLE: address?.stateTitle ?? '', CELLPHONE: address?.cellphone ?? '', PHONE: address?.phone ?? '',
        ZIPCODE: address?.zipcode ?? '', COUNTRY_ID: address?.countryId ?? null, STATE_ID: address?.stateId ?? null, ADDRESS_TITLE_ID: address?.titleId ?? null,
        IS_ADMIN: account.isAdmin === 1, IS_COMPANY: account.isCompany === 1, VAT_NUMBER: account.vatNumber, VAT_STATUS: account.vatStatus,
        NEWSLETTER: account.newsletter === 1, LOCALE: account.locale,
      };
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
