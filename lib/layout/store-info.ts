import * as z from 'zod/mini';
import type { SystemConfigEntry } from '@/lib/contract/system-config';

/**
 * The store's contact data as the layout shows it, read from the system config's name/value pairs.
 * Also the body of `GET /api/store-info` (the header's phone and support-hours box fetches it in the browser).
 */
export const storeInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  supportTime: z.string(),
  supportTimeMoTh: z.string(),
  supportTimeFr: z.string(),
  address1: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  openingTimes: z.string(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export function storeInfoFromConfig(entries: readonly SystemConfigEntry[]): StoreInfo {
  const value = (name: string): string => entries.find((entry) => entry.name === name)?.value.trim() ?? '';
  return {
    name: value('store_name'),
    phone: value('store_phone'),
    email: value('store_email'),
    supportTime: value('support_time'),
    supportTimeMoTh: value('support_time_mo_th'),
    supportTimeFr: value('support_time_fr'),
    address1: value('store_address1'),
    city: value('store_city'),
    zipcode: value('store_zipcode'),
    country: value('store_country'),
    openingTimes: value('opening_times'),
  };
}
