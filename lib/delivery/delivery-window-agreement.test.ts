import { orderDeliveryWindow, type WindowLine } from '@/backend/rules/delivery-window';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import type { ShopCode } from '@/contract/shops';
import { deliveryTime } from '@/lib/catalog/delivery-time';
import { deliveryWindow } from './delivery-window';

/**
 * The storefront promises a delivery window at checkout and the backend freezes its own when the order is placed
 * (backend/rules/delivery-window.ts, written for the backend): both must name the same dates, for every day of the
 * year (public holidays, Western and Orthodox Easter), before and after the cutoff.
 */
const MIXES: { lines: WindowLine[]; kind: DeliveryKind }[] = [
  { lines: [{ state: 'in_stock', delay: null, freight: false }], kind: 'parcel' },
  { lines: [{ state: 'in_stock', delay: null, freight: false }, { state: 'backorder', delay: null, freight: false }], kind: 'parcel' },
  { lines: [{ state: 'in_stock', delay: null, freight: true }, { state: 'order_extra', delay: { min_days: 2, max_days: 7 }, freight: false }], kind: 'freight' },
  { lines: [{ state: 'in_stock', delay: null, freight: true }], kind: 'pickup' },
];

const storefrontWindow = (now: Date, lines: WindowLine[], kind: DeliveryKind, shop: ShopCode) =>
  deliveryWindow(now, lines.map((line) => deliveryTime(line.state, line.delay, line.freight)), kind, { shop, cutoff: '13:00' });

test('storefront and backend agree on the delivery window of every day of 2026 to 2028', () => {
  const disagreements: string[] = [];
  for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
    // 07:00 and 14:00 UTC: before and after the cutoff in every shop's time zone.
    for (const hour of [7, 14]) {
      const now = new Date(day + hour * 3_600_000);
      for (const shop of ['at', 'de', 'ro'] as const) {
        for (const { lines, kind } of MIXES) {
          const storefront = storefrontWindow(now, lines, kind, shop);
          const backend = orderDeliveryWindow(now, lines, kind, shop, '13:00');
          if (JSON.stringify(storefront) !== JSON.stringify(backend)) disagreements.push(`${shop} ${now.toISOString()} ${kind}: ${JSON.stringify(storefront)} ≠ ${JSON.stringify(backend)}`);
        }
      }
    }
  }
  expect(disagreements.slice(0, 5)).toEqual([]);
});
