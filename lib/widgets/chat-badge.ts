import type { LocaleConfig } from '@/contract/locale-config';
import type { ShopCode } from '@/contract/shops';

/**
 * The chat badge (spec sections 1 and 7: Romanian shop only, switched on by `whatsapp_badge_display`, loaded only when
 * a key is configured): a WhatsApp click-to-chat link to the shop's number. The key is `whatsapp_number` of the locale
 * config, the number in international form; a missing or malformed number means no badge, never a broken link.
 * Whether the shopper consented is decided in the browser (components/layout/chat-badge.tsx).
 */
export const CHAT_BADGE_SHOPS: readonly ShopCode[] = ['ro'];

/** WhatsApp's click-to-chat address: the number's digits with the country code, no '+', no leading zeros. */
const CLICK_TO_CHAT = 'https://wa.me/';
/** An international number (E.164): a country code that does not start with 0, 8 to 15 digits in all. */
const INTERNATIONAL_NUMBER = /^[1-9]\d{7,14}$/;

type ChatConfig = Pick<LocaleConfig, 'whatsapp_badge_display' | 'whatsapp_number'>;

/** The badge's link, or null when this shop shows no chat badge. */
export function chatBadgeHref(config: ChatConfig, shop: ShopCode): string | null {
  if (!CHAT_BADGE_SHOPS.includes(shop) || !config.whatsapp_badge_display) return null;
  // Written as people write numbers ('+40 721 234 567', '0040-721-234567'): spaces, dashes, dots, brackets and the
  // international prefix ('+' or '00') go.
  const digits = (config.whatsapp_number ?? '').trim().replace(/[\s().-]/g, '').replace(/^(\+|00)/, '');
  return INTERNATIONAL_NUMBER.test(digits) ? `${CLICK_TO_CHAT}${digits}` : null;
}
