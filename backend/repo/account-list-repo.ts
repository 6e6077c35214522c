import type { TheliaLocale } from '@/contract/common';
import type { AccountLists } from '@/contract/account-lists';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';
import type { Db } from '@/backend/db/open';
import { jsonIds } from './memo';

type ListName = keyof AccountLists;
const LIST_MAX: Record<ListName, number> = { wishlist: WISHLIST_MAX_PRODUCTS, compare: COMPARE_MAX_PRODUCTS };
const LISTS: readonly ListName[] = ['wishlist', 'compare'];

/**
 * The account's lists after a login in a browser with a guest's lists: the account's products first, in their order,
 * then the guest's products the account does not hold yet, up to the list's maximum (a full list keeps what the
 * account had).
 */
export function mergeLists(account: AccountLists, guest: AccountLists): AccountLists {
  const merge = (name: ListName) => [...new Set([...account[name], ...guest[name]])].slice(0, LIST_MAX[name]);
  return { wishlist: merge('wishlist'), compare: merge('compare') };
}

/** The wish list and compare list of each customer, per shop locale (table customer_list_item). */
export function createAccountListRepo(db: Db) {
  const rows = db.prepare('SELECT list, product_id AS productId FROM customer_list_item WHERE customer_id = ? AND locale = ? ORDER BY position');
  const clear = db.prepare('DELETE FROM customer_list_item WHERE customer_id = ? AND locale = ? AND list = ?');
  const insert = db.prepare('INSERT INTO customer_list_item (customer_id, locale, list, product_id, position) VALUES (?, ?, ?, ?, ?)');
  const known = db.prepare('SELECT id FROM product WHERE id IN (SELECT value FROM json_each(?))');

  function read(customerId: number, locale: TheliaLocale): AccountLists {
    const lists: AccountLists = { wishlist: [], compare: [] };
    for (const row of rows.all(customerId, locale) as { list: ListName; productId: number }[]) lists[row.list].push(row.productId);
    return lists;
  }

  /** Stores the lists as given (unknown product ids left out, duplicates once). */
  const write = db.transaction((customerId: number, locale: TheliaLocale, lists: AccountLists): AccountLists => {
    const ids = [...lists.wishlist, ...lists.compare];
    const existing = new Set((known.all(jsonIds(ids)) as { id: number }[]).map((row) => row.id));
    for (const name of LISTS) {
      clear.run(customerId, locale, name);
      [...new Set(lists[name])].filter((id) => existing.has(id)).slice(0, LIST_MAX[name]).forEach((id, position) => insert.run(customerId, locale, name, id, position));
    }
    return read(customerId, locale);
  });

  return {
    read,
    write,
    /** Adds a guest's lists to the account's (mergeLists) and stores the result. */
    merge: (customerId: number, locale: TheliaLocale, guest: AccountLists): AccountLists => write(customerId, locale, mergeLists(read(customerId, locale), guest)),
  };
}
