import type { TheliaLocale } from '@/contract/common';
import { energyLabelSchema, type EnergyLabel } from '@/contract/energy-label';
import type { Db } from '@/backend/db/open';
import { jsonIds } from './memo';

type Row = { productId: number; scale: string; class: string; labelFile: string; sheetDe: string; sheetRo: string };

/** The EU energy labels of products (ADR 0032): class, scale, label file and the product information sheet of the locale's language. */
export function createEnergyLabelRepo(db: Db) {
  const labels = db.prepare(
    `SELECT product_id AS productId, scale, class, label_file AS labelFile, sheet_file_de AS sheetDe, sheet_file_ro AS sheetRo
     FROM product_energy_label WHERE product_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    /** The labels of these products by product id (products without one are absent). */
    of(ids: readonly number[], locale: TheliaLocale): Map<number, EnergyLabel> {
      if (ids.length === 0) return new Map();
      const out = new Map<number, EnergyLabel>();
      for (const row of labels.all(jsonIds(ids)) as Row[]) {
        const label = energyLabelSchema.parse({
          scale: row.scale, class: row.class, label_url: row.labelFile, sheet_url: locale === 'ro_RO' ? row.sheetRo : row.sheetDe,
        });
        out.set(row.productId, label);
      }
      return out;
    },
  };
}
