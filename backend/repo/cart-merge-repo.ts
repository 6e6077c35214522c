import type { Db } from '@/backend/db/open';
import { CART_LINE_QUANTITY_MAX } from '@/contract/cart';

/**
 * Merging a customer's older carts into the cart they log in with (`/cart/assignCustomer`): the lines of every other
 * cart of the same e-mail address and shop (locale) move into it, quantities of the same item added up (at most
 * CART_LINE_QUANTITY_MAX); the older carts are emptied. A cart with an order awaiting its payment is left alone.
 */
export function createCartMergeRepo(db: Db, now: () => Date) {
  const olderCarts = db.prepare(
    `SELECT c.id FROM cart c WHERE lower(c.customer_email) = lower(?) AND c.locale = ? AND c.id <> ?
       AND EXISTS (SELECT 1 FROM cart_item i WHERE i.cart_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.cart_id = c.id AND o.status = 'not_paid')
     ORDER BY c.id`,
  );
  const moveLines = db.prepare(
    `INSERT INTO cart_item (cart_id, product_id, pse_id, quantity, price, promo_price, promo, listen_price, price_end_of_life, added_at,
       selected_fulfilment_center)
     SELECT ?, product_id, pse_id, quantity, price, promo_price, promo, listen_price, price_end_of_life, added_at, selected_fulfilment_center
     FROM cart_item WHERE cart_id = ?
     ON CONFLICT (cart_id, pse_id) DO UPDATE SET quantity = min(cart_item.quantity + excluded.quantity, ${CART_LINE_QUANTITY_MAX})`,
  );
  const empty = db.prepare('DELETE FROM cart_item WHERE cart_id = ?');
  const touch = db.prepare('UPDATE cart SET updated_at = ? WHERE id = ?');

  return {
    /** Moves the lines of the customer's older carts into `cartId`; answers how many carts were merged. */
    mergeInto(cartId: number, email: string, locale: string): number {
      return db.transaction(() => {
        const ids = (olderCarts.all(email, locale, cartId) as { id: number }[]).map((row) => row.id);
        const at = now().toISOString();
        for (const id of ids) {
          moveLines.run(cartId, id);
          empty.run(id);
          touch.run(at, id);
        }
        if (ids.length > 0) touch.run(at, cartId);
        return ids.length;
      })();
    },
  };
}
