import type { FulfilmentCenter } from '@/contract/fulfilment';
import { fulfilmentCenterSchema } from '@/contract/fulfilment';
import type { Db } from '@/backend/db/open';

type CenterRow = Omit<FulfilmentCenter, 'opening_hours' | 'pickup'> & { opening_hours: string; pickup: number };

const hoursSchema = fulfilmentCenterSchema.shape.opening_hours;

/**
 * Fulfilment centres (id 0 = central warehouse) and the stock of a PSE per centre. A locale gives each centre's name
 * and opening hours in that language (fulfilment_center_i18n), falling back to the centre's own row.
 */
export function createFulfilmentRepo(db: Db) {
  const centers = db.prepare(
    `SELECT c.id, COALESCE(i.name, c.name) AS name, c.address, c.zipcode, c.city, c.country_id, c.phone,
       COALESCE(i.opening_hours, c.opening_hours) AS opening_hours, c.pickup
     FROM fulfilment_center c LEFT JOIN fulfilment_center_i18n i ON i.id = c.id AND i.locale = ?
     ORDER BY c.position, c.id`,
  );
  const stock = db.prepare(
    `SELECT fulfilment_center_id, quantity FROM fulfilment_center_stock WHERE product_sale_elements_id = ? ORDER BY fulfilment_center_id`,
  );
  return {
    centers(locale: string | null = null): FulfilmentCenter[] {
      return (centers.all(locale) as CenterRow[]).map((row) => {
        const hours = hoursSchema.safeParse(JSON.parse(row.opening_hours));
        return { ...row, opening_hours: hours.success ? hours.data : [], pickup: row.pickup === 1 };
      });
    },
    stock: (pseId: number) => stock.all(pseId) as { fulfilment_center_id: number; quantity: number }[],
  };
}
