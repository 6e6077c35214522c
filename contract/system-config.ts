import { z } from 'zod';
import { flagSchema } from './common';

/** System config (`GET system_config/custom_attribute/?variable_name=`): name/value pairs. */
export const systemConfigEntrySchema = z.object({ name: z.string(), value: z.string() });
export const systemConfigResponseSchema = z.array(systemConfigEntrySchema);
export type SystemConfigEntry = z.infer<typeof systemConfigEntrySchema>;

/** The names the storefront reads; any other name is ignored. */
export const STORE_CONFIG_NAMES = [
  'store_name',
  'store_phone',
  'store_email',
  'support_time',
  'support_time_mo_th',
  'support_time_fr',
  'store_address1',
  'store_city',
  'store_zipcode',
  'store_country',
  'opening_times',
  'opening_hours',
] as const;

/** Sales bar settings (`GET module_config_i18n/custom_attribute?module_name=SalesBar&locale=`). */
export const salesBarSchema = z.object({
  module_active: flagSchema,
  salesbar_active: flagSchema,
  salesbar_message: z.string(),
  salesbar_link: z.string(),
  salesbar_link_text: z.string(),
  salesbar_dismiss_button: flagSchema,
  salesbar_color: z.string(),
  salesbar_background: z.string(),
});
export type SalesBar = z.infer<typeof salesBarSchema>;

/** Header info shown in the country bar: text, text_more, icon and color. */
export const headerInfoSchema = z.object({
  text: z.string(),
  text_more: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type HeaderInfo = z.infer<typeof headerInfoSchema>;

/** Google Tag Manager settings (`GET google_tag_manager`). */
export const tagManagerSchema = z.object({ googletagmanager_trackingcode: z.string() });
export type TagManagerSettings = z.infer<typeof tagManagerSchema>;
