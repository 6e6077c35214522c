import type { ShopCode } from './shops';

/**
 * The time zone of each shop: dates and clocks a shopper reads (next-day cutoff, advent doors, showroom appointments,
 * formatted dates) are local time of the shop's country, never the server's or the browser's.
 */
export const SHOP_TIME_ZONE: Record<ShopCode, string> = { at: 'Europe/Vienna', de: 'Europe/Berlin', ro: 'Europe/Bucharest' };
