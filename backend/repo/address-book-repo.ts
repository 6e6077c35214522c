import type { AddressItem } from '@/contract/account-profile';
import type { Db } from '@/backend/db/open';
import type { NewAddress } from './customer-repo';

type AddressFields = Omit<NewAddress, 'customerId' | 'isDefault'>;

type ItemRow = Omit<AddressItem, 'is_default'> & { is_default: number };

const ITEM_COLUMNS = `id, label, title_id AS title, firstname, lastname, company, vat_number, address1, address2, address3, zipcode, city,
  country_id, state_id, phone, cellphone, is_default`;

/**
 * A customer's own address book (the customer always comes from the token): list, update, delete and the default
 * address. Every call names the customer, so another customer's address id finds nothing, exactly as an unknown id.
 * A customer with addresses has exactly one default address; it cannot be deleted (S5-38).
 */
export function createAddressBookRepo(db: Db) {
  const list = db.prepare(`SELECT ${ITEM_COLUMNS} FROM address WHERE customer_id = ? ORDER BY is_default DESC, id LIMIT ?`);
  const own = db.prepare(`SELECT ${ITEM_COLUMNS} FROM address WHERE id = ? AND customer_id = ?`);
  const update = db.prepare(
    `UPDATE address SET label = @label, title_id = @titleId, firstname = @firstname, lastname = @lastname, company = @company,
       vat_number = @vatNumber, address1 = @address1, address2 = @address2, address3 = @address3, zipcode = @zipcode, city = @city,
       country_id = @countryId, state_id = @stateId, phone = @phone, cellphone = @cellphone
     WHERE id = @id AND customer_id = @customerId`,
  );
  const clearDefault = db.prepare('UPDATE address SET is_default = 0 WHERE customer_id = ?');
  const makeDefault = db.prepare('UPDATE address SET is_default = 1 WHERE id = ? AND customer_id = ?');
  const remove = db.prepare('DELETE FROM address WHERE id = ? AND customer_id = ? AND is_default = 0');

  const item = (row: ItemRow): AddressItem => ({ ...row, is_default: row.is_default === 1 });

  return {
    /** The customer's addresses, the default first, at most `limit`. */
    list: (customerId: number, limit: number) => (list.all(customerId, limit) as ItemRow[]).map(item),
    /** One address of the customer; null for an unknown id and for another customer's. */
    own(id: number, customerId: number): AddressItem | null {
      const row = own.get(id, customerId) as ItemRow | undefined;
      return row ? item(row) : null;
    },
    /** Updates an address of the customer, and makes it the default when asked; false when it is not the customer's. */
    update(id: number, customerId: number, fields: AddressFields, makeItDefault: boolean): boolean {
      return db.transaction(() => {
        if (update.run({ ...fields, id, customerId }).changes !== 1) return false;
        if (makeItDefault) {
          clearDefault.run(customerId);
          makeDefault.run(id, customerId);
        }
        return true;
      })();
    },
    /** Deletes an address of the customer unless it is the default one. */
    remove(id: number, customerId: number): 'deleted' | 'default' | 'not-found' {
      return db.transaction(() => {
        const address = own.get(id, customerId) as ItemRow | undefined;
        if (!address) return 'not-found';
        if (address.is_default === 1) return 'default';
        return remove.run(id, customerId).changes === 1 ? 'deleted' : 'not-found';
      })();
    },
  };
}

export type AddressBookRepo = ReturnType<typeof createAddressBookRepo>;
