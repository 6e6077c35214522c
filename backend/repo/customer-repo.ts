import type { TheliaLocale } from '@/contract/common';
import type { County } from '@/contract/checkout';
import type { Db } from '@/backend/db/open';

export type CustomerRow = { id: number; ref: string; email: string; titleId: number; firstname: string; lastname: string; locale: TheliaLocale; guest: number };

export type AddressRow = {
  id: number; customerId: number; label: string; titleId: number; firstname: string; lastname: string; company: string; vatNumber: string;
  address1: string; address2: string; address3: string; zipcode: string; city: string; countryId: number; stateId: number | null;
  phone: string; cellphone: string; isDefault: number;
};

export type NewAddress = Omit<AddressRow, 'id' | 'isDefault'> & { isDefault: boolean };

type StateRow = { id: number; countryId: number; code: string; title: string; prefixes: string };

/** Customer refs: 'CUS' and the id padded to 12 digits (Thelia). */
export const customerRef = (id: number) => `CUS${String(id).padStart(12, '0')}`;

const ADDRESS_COLUMNS = `id, customer_id AS customerId, label, title_id AS titleId, firstname, lastname, company, vat_number AS vatNumber,
  address1, address2, address3, zipcode, city, country_id AS countryId, state_id AS stateId, phone, cellphone, is_default AS isDefault`;

/** Customers (guests for now: the accounts work adds passwords and logins), their addresses and the counties. */
export function createCustomerRepo(db: Db, now: () => Date) {
  const insertCustomer = db.prepare(
    'INSERT INTO customer (ref, email, title_id, firstname, lastname, locale, guest, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const setRef = db.prepare('UPDATE customer SET ref = ? WHERE id = ?');
  const customerById = db.prepare(
    'SELECT id, ref, email, title_id AS titleId, firstname, lastname, locale, guest FROM customer WHERE id = ?',
  );
  const insertAddress = db.prepare(
    `INSERT INTO address (customer_id, label, title_id, firstname, lastname, company, vat_number, address1, address2, address3, zipcode, city,
       country_id, state_id, phone, cellphone, is_default, created_at)
     VALUES (@customerId, @label, @titleId, @firstname, @lastname, @company, @vatNumber, @address1, @address2, @address3, @zipcode, @city,
       @countryId, @stateId, @phone, @cellphone, @isDefault, @createdAt)`,
  );
  const clearDefault = db.prepare('UPDATE address SET is_default = 0 WHERE customer_id = ?');
  const addressCount = db.prepare('SELECT COUNT(*) AS n FROM address WHERE customer_id = ?');
  const addressById = db.prepare(`SELECT ${ADDRESS_COLUMNS} FROM address WHERE id = ?`);
  const country = db.prepare('SELECT id, zip_code_format AS zipFormat FROM country WHERE id = ? AND visible = 1');
  const countryTitle = db.prepare('SELECT title FROM country_i18n WHERE id = ? AND locale = ?');
  const stateById = db.prepare('SELECT id, country_id AS countryId, isocode AS code, title, postcode_prefixes AS prefixes FROM state WHERE id = ?');
  const statesOf = db.prepare(
    'SELECT id, country_id AS countryId, isocode AS code, title, postcode_prefixes AS prefixes FROM state WHERE country_id = ? ORDER BY position',
  );
  const countriesWithStates = db.prepare('SELECT DISTINCT country_id AS countryId FROM state');

  const county = (row: StateRow): County => ({
    id: row.id, country_id: row.countryId, code: row.code, title: row.title, postcode_prefixes: row.prefixes.split(',').filter((p) => p.length > 0),
  });
  const stamp = () => now().toISOString();

  return {
    /** Creates a customer (a guest unless `guest` is false) and answers its id and ref. */
    createCustomer(input: { email: string; titleId: number; firstname: string; lastname: string; locale: TheliaLocale; guest: boolean }): { id: number; ref: string } {
      const pending = `PENDING-${crypto.randomUUID()}`;
      const id = Number(insertCustomer.run(pending, input.email, input.titleId, input.firstname, input.lastname, input.locale, input.guest ? 1 : 0, stamp()).lastInsertRowid);
      const ref = customerRef(id);
      setRef.run(ref, id);
      return { id, ref };
    },
    customer: (id: number) => (customerById.get(id) as CustomerRow | undefined) ?? null,
    /** Adds an address; the first one of a customer, or one marked default, becomes the default. */
    addAddress(address: NewAddress): number {
      const first = (addressCount.get(address.customerId) as { n: number }).n === 0;
      const isDefault = address.isDefault || first;
      if (isDefault) clearDefault.run(address.customerId);
      return Number(insertAddress.run({ ...address, isDefault: isDefault ? 1 : 0, createdAt: stamp() }).lastInsertRowid);
    },
    address: (id: number) => (addressById.get(id) as AddressRow | undefined) ?? null,
    /** The country's postal-code format ('NNNN': N a digit, other characters literal), or null for an unknown country. */
    zipFormat: (countryId: number) => (country.get(countryId) as { id: number; zipFormat: string } | undefined)?.zipFormat ?? null,
    countryTitle: (countryId: number, locale: TheliaLocale) => (countryTitle.get(countryId, locale) as { title: string } | undefined)?.title ?? '',
    county: (id: number) => {
      const row = stateById.get(id) as StateRow | undefined;
      return row ? county(row) : null;
    },
    counties: (countryId: number) => (statesOf.all(countryId) as StateRow[]).map(county),
    /** Countries whose addresses need a county (Romania). */
    countriesWithCounties: () => new Set((countriesWithStates.all() as { countryId: number }[]).map((r) => r.countryId)),
  };
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
