import * as z from 'zod/mini';
import type { SystemConfigEntry } from '@/contract/system-config';
import { WEEKDAYS } from '@/contract/weekdays';

const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM'));

/** Opening hours of the store: the days of one time range (the showrooms' format; a day may have several ranges). */
export const storeOpeningHoursSchema = z.array(z.object({ days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1)), opens: clockTime, closes: clockTime }));
export type StoreOpeningHours = z.infer<typeof storeOpeningHoursSchema>;

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
  /** The opening hours as data (system config `opening_hours`, JSON); empty when missing or malformed. */
  openingHours: storeOpeningHoursSchema,
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
    openingHours: parseOpeningHours(value('opening_hours')),
  };
}

/** The `opening_hours` config value: JSON checked against the schema; anything else is no hours (never an error). */
function parseOpeningHours(raw: string): StoreOpeningHours {
  if (raw === '') return [];
  try {
    const parsed = storeOpeningHoursSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
