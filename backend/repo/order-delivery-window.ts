import type { TheliaLocale } from '@/contract/common';
import { stockStateSchema } from '@/contract/product-card';
import { deliveryTime } from '@/lib/catalog/delivery-time';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import { deliveryWindow, type DeliveryWindow } from '@/lib/delivery/delivery-window';
import { SHOPS } from '@/contract/shops';
import type { Db } from '@/backend/db/open';

/** A deliverable line of the order to come: its variant, stock state (for the delivery country) and freight flag. */
export type WindowLine = { pseId: number; stockState: string; freight: boolean };

/**
 * The delivery window frozen with an order when it is placed (lib/delivery/delivery-window.ts, the rule the checkout
 * showed): the variants' working-day delays, the shop's cutoff from its locale config, the shop's calendar. The
 * confirmation e-mail and the order pages show these dates, whenever they are read.
 */
export function createOrderDeliveryWindow(db: Db) {
  const delay = db.prepare('SELECT delivery_min_days AS min_days, delivery_max_days AS max_days FROM product_sale_elements WHERE id = ?');
  const cutoff = db.prepare("SELECT value FROM locale_config WHERE locale = ? AND name = 'next_day_cutoff'");

  const cutoffOf = (locale: TheliaLocale): string | null => {
    const row = cutoff.get(locale) as { value: string } | undefined;
    const value = row ? (JSON.parse(row.value) as unknown) : null;
    return typeof value === 'string' ? value : null;
  };

  return (now: Date, locale: TheliaLocale, lines: readonly WindowLine[], pickup: boolean): DeliveryWindow | null => {
    const shop = Object.values(SHOPS).find((candidate) => candidate.theliaLocale === locale) ?? SHOPS.at;
    const times = lines.map((line) => {
      const state = stockStateSchema.safeParse(line.stockState);
      const own = delay.get(line.pseId) as { min_days: number; max_days: number } | undefined;
      return state.success ? deliveryTime(state.data, own ?? null, line.freight) : null;
    });
    const kind: DeliveryKind = pickup ? 'pickup' : lines.some((line) => line.freight) ? 'freight' : 'parcel';
    return deliveryWindow(now, times, kind, { shop: shop.code, cutoff: cutoffOf(locale) });
  };
}
