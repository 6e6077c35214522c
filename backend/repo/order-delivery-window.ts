import type { TheliaLocale } from '@/contract/common';
import { stockStateSchema } from '@/contract/product-card';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import { SHOPS } from '@/contract/shops';
import type { Db } from '@/backend/db/open';
import { orderDeliveryWindow, type OrderWindow } from '@/backend/rules/delivery-window';

/** A deliverable line of the order to come: its variant, stock state (for the delivery country) and freight flag. */
export type WindowLine = { pseId: number; stockState: string; freight: boolean };

/**
 * The delivery window frozen with an order when it is placed (backend/rules/delivery-window.ts): the variants'
 * working-day delays, the shop's cutoff from its locale config, the shop's calendar. The confirmation e-mail and the
 * order pages show these dates, whenever they are read.
 */
export function createOrderDeliveryWindow(db: Db) {
  const delay = db.prepare('SELECT delivery_min_days AS min_days, delivery_max_days AS max_days FROM product_sale_elements WHERE id = ?');
  const cutoff = db.prepare("SELECT value FROM locale_config WHERE locale = ? AND name = 'next_day_cutoff'");

  const cutoffOf = (locale: TheliaLocale): string | null => {
    const row = cutoff.get(locale) as { value: string } | undefined;
    const value = row ? (JSON.parse(row.value) as unknown) : null;
    return typeof value === 'string' ? value : null;
  };

  return (now: Date, locale: TheliaLocale, lines: readonly WindowLine[], pickup: boolean): OrderWindow | null => {
    const shop = Object.values(SHOPS).find((candidate) => candidate.theliaLocale === locale) ?? SHOPS.at;
    const windowLines = [];
    for (const line of lines) {
      const state = stockStateSchema.safeParse(line.stockState);
      // A stock state the backend does not know promises no date.
      if (!state.success) return null;
      const own = delay.get(line.pseId) as { min_days: number; max_days: number } | undefined;
      windowLines.push({ state: state.data, delay: own ?? null, freight: line.freight });
    }
    const kind: DeliveryKind = pickup ? 'pickup' : lines.some((line) => line.freight) ? 'freight' : 'parcel';
    return orderDeliveryWindow(now, windowLines, kind, shop.code, cutoffOf(locale));
  };
}
