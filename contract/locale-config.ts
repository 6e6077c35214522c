import { z } from 'zod';
import { flagSchema, idListSchema, theliaLocaleSchema } from './common';

/** A link of the footer/menu link lists (`links_left_menu`, `links_right_menu`). */
export const menuLinkSchema = z.object({ title: z.string(), url: z.string() });
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** A home page banner. `image` is a media path of the backend. */
export const bannerSchema = z.object({
  image: z.string(),
  mobile_image: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  link: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * A payment or delivery logo of the footer (added for the reference backend): `image` is a media path of the
 * backend, `link` the shop path it points to (the pay or delivery content page).
 */
export const logoLinkSchema = z.object({ code: z.string(), title: z.string(), image: z.string(), link: z.string() });
export type LogoLink = z.infer<typeof logoLinkSchema>;

/** Shop-rating (ShopVote), Trusted Shops and search-engine rating switches: footer and badge booleans (S3-04). */
const badgeDisplaySchema = z.object({ footer: flagSchema, badge: flagSchema });

/**
 * Locale config of the helper API (`GET locale_config/custom_attribute/?locale=`), the spec's section 3.
 * `tax_serialized_requirements` is base64 JSON of Thelia's PricePercentTaxType (`{"percent":"20"}`).
 */
export const localeConfigSchema = z.object({
  lang_id: z.number().int(),
  lang_locale: theliaLocaleSchema,
  lang_url: z.string(),
  lang_code: z.string(),
  country_id: z.number().int(),
  tax_tax_id: z.number().int(),
  tax_tax_title: z.string(),
  tax_serialized_requirements: z.string(),
  store_name: z.string(),
  site_name: z.string(),
  currency_code: z.string().length(3),
  currency_symbol: z.string(),
  currency_rate: z.number().positive(),
  logo: z.string(),
  logo_mobile: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  youtube_url: z.string(),
  tiktok_url: z.string().nullable(),
  shopvote_shop_id: z.string().nullable(),
  trusted_shop_id: z.string().nullable(),
  shopvote_display: badgeDisplaySchema,
  trustedshop_display: badgeDisplaySchema,
  /**
   * The search-engine rating badge (spec section 1; added for the reference backend, the spec names no field): its
   * provider's shop id and footer and badge switches. A backend without them shows no such badge.
   */
  searchrating_shop_id: z.string().nullable().default(null),
  searchrating_display: badgeDisplaySchema.default({ footer: false, badge: false }),
  phone_regex: z.string().nullable(),
  vat_min_length: z.number().int(),
  is_phone_required: flagSchema,
  config_min_price: z.number(),
  multiplier: z.number(),
  textInCart: z.string(),
  country_visible: idListSchema,
  country_flag: z.string(),
  display_country_header: flagSchema,
  country_header_text: z.string(),
  series_menu: flagSchema,
  categories_0_vat: idListSchema,
  categories_title_0_vat: z.string(),
  price_request_product_ids: idListSchema,
  whatsapp_badge_display: flagSchema,
  /**
   * The chat badge's key (added for the reference backend): the shop's WhatsApp number in international form. Optional:
   * without it no chat badge loads (spec section 7); a malformed number is refused by lib/widgets/chat-badge.ts.
   */
  whatsapp_number: z.string().nullable().optional(),
  cartoon_404: z.string(),
  advent_image: z.string(),
  advent_image_mobile: z.string(),
  displayAdvent: flagSchema,
  homepage_product_ids: idListSchema,
  homepage_banners: z.array(bannerSchema),
  footer_image_1: z.string(),
  footer_image_2: z.string(),
  footer_image_3: z.string(),
  footer_image_4: z.string(),
  anpc_image: z.string(),
  sal_image: z.string(),
  display_buttons_ANPC: flagSchema,
  display_dispute_links: flagSchema,
  loading_gif: z.string(),
  content_ids: idListSchema,
  menu_category_ids: idListSchema,
  left_menu_content_ids: idListSchema,
  right_menu_content_ids: idListSchema,
  links_left_menu: z.array(menuLinkSchema),
  links_right_menu: z.array(menuLinkSchema),
  category_icon: z.record(z.string(), z.string()),
  withdrawal_form_url: z.string(),
  next_day_cutoff: z.string().regex(/^\d{2}:\d{2}$/),
  /** Footer payment logos (optional: a backend without them leaves them out). */
  payment_logos: z.array(logoLinkSchema).optional(),
  /** Footer delivery (carrier) logos (optional). */
  delivery_logos: z.array(logoLinkSchema).optional(),
});
export type LocaleConfig = z.infer<typeof localeConfigSchema>;

/** The helper API answers a list; the storefront reads its first entry. */
export const localeConfigResponseSchema = z.array(localeConfigSchema).min(1);

/** Thelia PricePercentTaxType requirements, once decoded from base64. */
export const taxRequirementsSchema = z.object({ percent: z.coerce.number().min(0).max(100) });
