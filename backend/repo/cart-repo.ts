import crypto from 'node:crypto';
import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { endOfShopDay, timeZoneOf } from './shop-day';

export type CartRow = {
  id: number;
  locale: TheliaLocale;
  countryId: number;
  customerEmail: string | null;
  couponCode: string | null;
  restoreToken: string | null;
};

export type CartItemRow = {
  id: number;
  cartId: number;
  productId: number;
  pseId: number;
  quantity: number;
  net: number;
  promoNet: number;
  promo: number;
  listenNet: number | null;
  priceEndOfLife: string;
  addedAt: string;
  center: number;
};

/** What an add needs to know about the PSE: its product's rules, stock and current price (net, EUR). */
export type PseForCart = {
  pseId: number;
  productId: number;
  visible: number;
  stockState: string;
  quantity: number;
  minQuantity: number;
  multiple: number;
  net: number;
  promoNet: number;
  promo: number;
  listenNet: number | null;
};

const ITEM_COLUMNS = `id, cart_id AS cartId, product_id AS productId, pse_id AS pseId, quantity, price AS net, promo_price AS promoNet, promo,
  listen_price AS listenNet, price_end_of_life AS priceEndOfLife, added_at AS addedAt, selected_fulfilment_center AS center`;

/**
 * Carts and their items (Thelia's cart and cart_item). Net prices are copied from product_price when an item is
 * added and hold until the end of that shop day; `reprice` renews the ones whose day has passed. Callers run writes
 * inside `transaction` so that parallel requests never lose an update.
 */
export function createCartRepo(db: Db, now: () => Date) {
  const cartById = db.prepare(
    `SELECT id, locale, country_id AS countryId, customer_email AS customerEmail, coupon_code AS couponCode, restore_token AS restoreToken
     FROM cart WHERE id = ?`,
  );
  const cartByToken = db.prepare('SELECT id FROM cart WHERE restore_token = ?');
  const insertCart = db.prepare('INSERT INTO cart (locale, country_id, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const touch = db.prepare('UPDATE cart SET updated_at = ? WHERE id = ?');
  const setCountry = db.prepare('UPDATE cart SET country_id = ?, updated_at = ? WHERE id = ?');
  const setCoupon = db.prepare('UPDATE cart SET coupon_code = ?, updated_at = ? WHERE id = ?');
  const setEmail = db.prepare('UPDATE cart SET customer_email = ?, updated_at = ? WHERE id = ?');
  const setToken = db.prepare('UPDATE cart SET restore_token = ? WHERE id = ?');
  const items = db.prepare(`SELECT ${ITEM_COLUMNS} FROM cart_item WHERE cart_id = ? ORDER BY id`);
  const item = db.prepare(`SELECT ${ITEM_COLUMNS} FROM cart_item WHERE id = ? AND cart_id = ?`);
  const itemByPse = db.prepare(`SELECT ${ITEM_COLUMNS} FROM cart_item WHERE cart_id = ? AND pse_id = ?`);
  const upsert = db.prepare(
    `INSERT INTO cart_item (cart_id, product_id, pse_id, quantity, price, promo_price, promo, listen_price, price_end_of_life, added_at)
     VALUES (@cartId, @productId, @pseId, @quantity, @net, @promoNet, @promo, @listenNet, @eol, @now)
     ON CONFLICT (cart_id, pse_id) DO UPDATE SET quantity = excluded.quantity`,
  );
  const updateQuantity = db.prepare('UPDATE cart_item SET quantity = ? WHERE id = ?');
  const updateCenter = db.prepare('UPDATE cart_item SET selected_fulfilment_center = ? WHERE id = ?');
  const deleteItem = db.prepare('DELETE FROM cart_item WHERE id = ? AND cart_id = ?');
  const clearItems = db.prepare('DELETE FROM cart_item WHERE cart_id = ?');
  const pse = db.prepare(
    `SELECT d.id AS pseId, d.product_id AS productId, p.visible, d.stock_state AS stockState, d.quantity, p.min_quantity AS minQuantity,
       p.quantity_multiple AS multiple, pp.price AS net, pp.promo_price AS promoNet, d.promo, pp.listen_price AS listenNet
     FROM product_sale_elements d JOIN product p ON p.id = d.product_id
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1 WHERE d.id = ?`,
  );
  const reprice = db.prepare('UPDATE cart_item SET price = ?, promo_price = ?, promo = ?, listen_price = ?, price_end_of_life = ? WHERE id = ?');

  const stamp = () => now().toISOString();
  const endOfDay = (locale: TheliaLocale) => endOfShopDay(now(), timeZoneOf(locale)).toISOString();

  return {
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    cart: (id: number) => (cartById.get(id) as CartRow | undefined) ?? null,
    cartByToken: (token: string) => (cartByToken.get(token) as { id: number } | undefined)?.id ?? null,
    createCart(locale: TheliaLocale, countryId: number): number {
      const at = stamp();
      return Number(insertCart.run(locale, countryId, at, at).lastInsertRowid);
    },
    setCountry: (cartId: number, countryId: number) => setCountry.run(countryId, stamp(), cartId),
    setCoupon: (cartId: number, code: string | null) => setCoupon.run(code, stamp(), cartId),
    setEmail: (cartId: number, email: string) => setEmail.run(email, stamp(), cartId),
    /** The cart's restore token, made on first use (32 random bytes, base64url). */
    restoreToken(cart: CartRow): string {
      if (cart.restoreToken) return cart.restoreToken;
      const token = crypto.randomBytes(32).toString('base64url');
      setToken.run(token, cart.id);
      return token;
    },
    items: (cartId: number) => items.all(cartId) as CartItemRow[],
    item: (cartId: number, itemId: number) => (item.get(itemId, cartId) as CartItemRow | undefined) ?? null,
    itemByPse: (cartId: number, pseId: number) => (itemByPse.get(cartId, pseId) as CartItemRow | undefined) ?? null,
    pse: (pseId: number) => (pse.get(pseId) as PseForCart | undefined) ?? null,
    /** Sets the line of a PSE to `quantity` (a new line freezes today's price), and answers the line. */
    putLine(cart: CartRow, variant: PseForCart, quantity: number): CartItemRow {
      upsert.run({
        cartId: cart.id, productId: variant.productId, pseId: variant.pseId, quantity, net: variant.net, promoNet: variant.promoNet,
        promo: variant.promo, listenNet: variant.listenNet, eol: endOfDay(cart.locale), now: stamp(),
      });
      touch.run(stamp(), cart.id);
      return itemByPse.get(cart.id, variant.pseId) as CartItemRow;
    },
    setQuantity(cartId: number, itemId: number, quantity: number): void {
      if (quantity <= 0) deleteItem.run(itemId, cartId);
      else updateQuantity.run(quantity, itemId);
      touch.run(stamp(), cartId);
    },
    setCenter: (itemId: number, center: number) => updateCenter.run(center, itemId),
    deleteItem(cartId: number, itemId: number): boolean {
      const removed = deleteItem.run(itemId, cartId).changes > 0;
      touch.run(stamp(), cartId);
      return removed;
    },
    clear(cartId: number): void {
      clearItems.run(cartId);
      touch.run(stamp(), cartId);
    },
    /** Renews the frozen price of every item whose guaranteed day has passed (Thelia's price_end_of_life). */
    repriceExpired(cart: CartRow): void {
      const at = stamp();
      for (const row of items.all(cart.id) as CartItemRow[]) {
        if (row.priceEndOfLife >= at) continue;
        const current = pse.get(row.pseId) as PseForCart | undefined;
        if (!current) continue;
        reprice.run(current.net, current.promoNet, current.promo, current.listenNet, endOfDay(cart.locale), row.id);
      }
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
