import type { Db } from '@/backend/db/open';

export type PickupCenter = { id: number; name: string; address: string; zipcode: string; city: string; countryId: number; phone: string };

/** Local pickup: the centres that offer it per country, and the centre chosen for a cart's coming order. */
export function createLocalPickupRepo(db: Db) {
  const center = db.prepare(
    'SELECT id, name, address, zipcode, city, country_id AS countryId, phone FROM fulfilment_center WHERE id = ? AND pickup = 1',
  );
  const choose = db.prepare(
    `INSERT INTO cart_local_pickup (cart_id, fulfilment_center_id, use_address) VALUES (?, ?, ?)
     ON CONFLICT (cart_id) DO UPDATE SET fulfilment_center_id = excluded.fulfilment_center_id,
       use_address = CASE WHEN excluded.fulfilment_center_id = cart_local_pickup.fulfilment_center_id THEN MAX(excluded.use_address, cart_local_pickup.use_address) ELSE excluded.use_address END`,
  );
  const ofCart = db.prepare('SELECT fulfilment_center_id AS centerId, use_address AS useAddress FROM cart_local_pickup WHERE cart_id = ?');
  const forget = db.prepare('DELETE FROM cart_local_pickup WHERE cart_id = ?');
  const pickupCountries = db.prepare('SELECT COUNT(*) AS n FROM fulfilment_center WHERE pickup = 1 AND country_id = ?');

  /** A centre offering pickup in the country, or null. */
  const pickupCenter = (id: number, countryId: number): PickupCenter | null => {
    const row = center.get(id) as PickupCenter | undefined;
    return row && row.countryId === countryId ? row : null;
  };
  return {
    pickupCenter,
    /** Whether any centre offers pickup in the country. */
    offersPickup: (countryId: number) => (pickupCountries.get(countryId) as { n: number }).n > 0,
    /** Remembers the centre for the cart's coming order; `useAddress` makes its address the delivery address. */
    choose: (cartId: number, centerId: number, useAddress: boolean) => choose.run(cartId, centerId, useAddress ? 1 : 0),
    ofCart: (cartId: number) => (ofCart.get(cartId) as { centerId: number; useAddress: number } | undefined) ?? null,
    forget: (cartId: number) => forget.run(cartId),
  };
}

export type LocalPickupRepo = ReturnType<typeof createLocalPickupRepo>;
