import type { FulfilmentCenter } from '@/lib/contract/fulfilment';
import { fulfilmentCenterSchema } from '@/lib/contract/fulfilment';
import type { Db } from '@/backend/db/open';

type CenterRow = Omit<FulfilmentCenter, 'opening_hours' | 'pickup'> & { opening_hours: string; pickup: number };

const hoursSchema = fulfilmentCenterSchema.shape.opening_hours;

/** Fulfilment centres (id 0 = central warehouse) and the stock of a PSE per centre. */
export function createFulfilmentRepo(db: Db) {
  const centers = db.prepare(
    'SELECT id, name, address, zipcode, city, country_id, phone, opening_hours, pickup FROM fulfilment_center ORDER BY position, id',
  );
  const stock = db.prepare(
    `SELECT fulfilment_center_id, quantity FROM fulfilment_center_stock WHERE product_sale_elements_id = ? ORDER BY fulfilment_center_id`,
  );
  return {
    centers(): FulfilmentCenter[] {
      return (centers.all() as CenterRow[]).map((row) => {
        const hours = hoursSchema.safeParse(JSON.parse(row.opening_hours));
        return { ...row, opening_hours: hours.success ? hours.data : [], pickup: row.pickup === 1 };
      });
    },
    stock: (pseId: number) => stock.all(pseId) as { fulfilment_center_id: number; quantity: number }[],
  };
}

export type FulfilmentRepo = ReturnType<typeof createFulfilmentRepo>;
