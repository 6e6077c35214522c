import type { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import type { localeConfigSchema } from '@/contract/locale-config';
import type { Db } from '@/backend/db/open';
import type { MediaShop } from '@/backend/media/catalog';
import {
  BANNER_SIZE, FOOTER_IMAGES, MISC, WITHDRAWAL_FORMS, adventImagePath, bannerPath, deliveryLogoPath,
  flagPath, footerImagePath, paymentLogoPath, shopLogoPath,
} from '@/backend/media/catalog';
import type { ContentKey } from './content-texts-de';
import type { SeededContents } from './contents';
import { contentUrlKey } from './contents';
import { taxIdOf, taxRequirements } from './countries';
import { languageOf } from './locales';

export type LocaleConfigWire = z.input<typeof localeConfigSchema>;

type ShopSeed = {
  locale: TheliaLocale; shop: MediaShop; langId: number; url: string; countryId: number; iso: string; vat: number; taxTitle: string;
  storeName: string; siteName: string; currency: { code: string; symbol: string; rate: number }; social: string;
  tiktok: string | null; shopvote: string | null; trustedShop: string | null; searchRating: string | null;
  phoneRegex: string | null; vatMinLength: number;
  /** Which trust widgets show in the footer and as the floating badge (backend/db/seed/review-provider-ratings.ts has their ratings). */
  trust: { shopvote: { footer: 0 | 1; badge: 0 | 1 }; trustedShop: { footer: 0 | 1; badge: 0 | 1 }; searchRating: { footer: 0 | 1; badge: 0 | 1 } };
  countryVisible: string; payments: string[]; deliveries: string[];
  /** The chat badge's key: the shop's WhatsApp number (the Romanian shop only). */
  whatsapp: string | null;
};

export const SHOP_SEEDS: ShopSeed[] = [
  {
    locale: 'de_AT', shop: 'at', langId: 9, url: 'https://www.sanitaer-haus.at', countryId: 13, iso: 'AT', vat: 20, taxTitle: '20 % MwSt.',
    storeName: 'Sanitär Haus', siteName: 'Sanitär Haus Österreich', currency: { code: 'EUR', symbol: '€', rate: 1 }, social: 'sanitaerhaus.at',
    tiktok: 'https://www.tiktok.com/@sanitaerhaus.at', shopvote: '17311', trustedShop: null, searchRating: 'SR-AT-48213',
    trust: { shopvote: { footer: 1, badge: 1 }, trustedShop: { footer: 0, badge: 0 }, searchRating: { footer: 1, badge: 1 } },
    phoneRegex: '^(\\+43 ?|0)[1-9][0-9 ]{6,17}$',
    vatMinLength: 11, countryVisible: '13,5,86,163,78,162,145,168',
    payments: ['paypal', 'visa-mastercard', 'klarna-sofort', 'vorkasse'], deliveries: ['post-at', 'spedition'], whatsapp: null,
  },
  {
    locale: 'de_DE', shop: 'de', langId: 7, url: 'https://www.sanitaer-haus.de', countryId: 5, iso: 'DE', vat: 19, taxTitle: '19 % MwSt.',
    storeName: 'Sanitär Haus', siteName: 'Sanitär Haus Deutschland', currency: { code: 'EUR', symbol: '€', rate: 1 }, social: 'sanitaerhaus.de',
    tiktok: null, shopvote: '17312', trustedShop: 'X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8', searchRating: null,
    // Germany: ShopVote in the footer only; the floating badge is Trusted Shops'.
    trust: { shopvote: { footer: 1, badge: 0 }, trustedShop: { footer: 1, badge: 1 }, searchRating: { footer: 0, badge: 0 } },
    phoneRegex: null, vatMinLength: 11,
    countryVisible: '5,13,86,145,168', payments: ['paypal', 'visa-mastercard', 'klarna-sofort', 'vorkasse'], deliveries: ['dhl', 'spedition'],
    whatsapp: null,
  },
  {
    locale: 'ro_RO', shop: 'ro', langId: 10, url: 'https://www.casa-sanitara.ro', countryId: 146, iso: 'RO', vat: 21, taxTitle: 'TVA 21%',
    storeName: 'Casa Sanitară', siteName: 'Casa Sanitară România', currency: { code: 'RON', symbol: 'lei', rate: 4.97 }, social: 'casasanitara.ro',
    tiktok: 'https://www.tiktok.com/@casasanitara.ro', shopvote: null, trustedShop: null, searchRating: null,
    trust: { shopvote: { footer: 0, badge: 0 }, trustedShop: { footer: 0, badge: 0 }, searchRating: { footer: 0, badge: 0 } },
    phoneRegex: '^(\\+40 ?|0)[237][0-9 ]{8,12}$',
    vatMinLength: 4, countryVisible: '146,78,31', payments: ['visa-mastercard', 'paypal', 'ramburs', 'ordin-de-plata'],
    deliveries: ['fan-courier', 'transport-paletizat'], whatsapp: '+40 721 234 567',
  },
];

const LOGO_TITLES: Record<string, { de: string; ro: string }> = {
  paypal: { de: 'PayPal', ro: 'PayPal' }, 'visa-mastercard': { de: 'Visa / Mastercard', ro: 'Visa / Mastercard' },
  'klarna-sofort': { de: 'Klarna Sofort', ro: 'Klarna Sofort' }, vorkasse: { de: 'Vorkasse', ro: 'Ordin de plată' },
  nachnahme: { de: 'Nachnahme', ro: 'Ramburs' }, ramburs: { de: 'Nachnahme', ro: 'Ramburs' }, 'global-payments': { de: 'Global Payments', ro: 'Global Payments' },
  'post-at': { de: 'Österreichische Post', ro: 'Österreichische Post' }, dpd: { de: 'DPD', ro: 'DPD' }, dhl: { de: 'DHL', ro: 'DHL' },
  gls: { de: 'GLS', ro: 'GLS' }, spedition: { de: 'Spedition', ro: 'Transport paletizat' }, 'fan-courier': { de: 'FAN Courier', ro: 'FAN Courier' },
  cargus: { de: 'Cargus', ro: 'Cargus' }, 'ordin-de-plata': { de: 'Vorkasse', ro: 'Ordin de plată' },
  'transport-paletizat': { de: 'Spedition', ro: 'Transport paletizat' },
};

export type LocaleConfigInput = {
  contents: SeededContents;
  categoryIds: Map<string, number>;
  categoryUrl: (locale: TheliaLocale, categoryId: number) => string;
  topCategoryIds: number[];
  homepageProductIds: (countryId: number) => number[];
  priceRequestProductIds: number[];
};

export function buildLocaleConfig(seed: ShopSeed, input: LocaleConfigInput): LocaleConfigWire {
  const language = languageOf(seed.locale);
  const de = language === 'de';
  const contentUrl = (key: ContentKey) => `/${input.contents.urls.get(contentUrlKey(seed.locale, key)) ?? ''}`;
  const contentId = (key: ContentKey) => input.contents.ids.get(key) ?? 0;
  const link = (key: ContentKey, title: string) => ({ title, url: contentUrl(key) });
  const categoryLink = (key: string) => `/${input.categoryUrl(seed.locale, input.categoryIds.get(key) ?? 0)}`;
  const left: [ContentKey, string, string][] = [
    ['bezahlen', 'Zahlung', 'Metode de plată'], ['lieferung', 'Lieferung', 'Livrare'], ['versandkosten', 'Versandkosten', 'Costuri de transport'],
    ['widerruf', 'Widerrufsrecht', 'Dreptul de retragere'], ['faq', 'FAQ', 'Întrebări frecvente'],
  ];
  const right: [ContentKey, string, string][] = [
    ['kontakt', 'Kontakt', 'Contact'], ['ueber-uns', 'Über uns', 'Despre noi'], ['impressum', 'Impressum', 'Date de identificare'],
    ['agb', 'AGB', 'Termeni și condiții'], ['datenschutz', 'Datenschutz', 'Confidențialitatea datelor'],
    ['barrierefreiheit', 'Barrierefreiheit', 'Declarație de accesibilitate'],
  ];
  const icons = ['bath', 'kitchen', 'heating', 'installation', 'spare-parts'];
  const availableContents = [...input.contents.ids.entries()]
    .filter(([key]) => input.contents.urls.has(contentUrlKey(seed.locale, key)))
    .map(([, id]) => id);
  const banners = [
    { theme: 'bad' as const, key: 'bad', title: de ? 'Ihr neues Bad' : 'Noua dumneavoastră baie', subtitle: de ? 'Markenqualität zu fairen Preisen' : 'Calitate de marcă la prețuri corecte' },
    { theme: 'heizung' as const, key: 'heizkoerper', title: de ? 'Heizkörper für jeden Raum' : 'Calorifere pentru fiecare cameră', subtitle: de ? 'Über 400 Modelle sofort lieferbar' : 'Peste 400 de modele în stoc' },
    { theme: 'armaturen' as const, key: 'armaturen', title: de ? 'Armaturen von Grohe, Hansgrohe & Co.' : 'Baterii Grohe, Hansgrohe și altele', subtitle: de ? 'Jetzt bis zu 25 % sparen' : 'Economisiți acum până la 25%' },
  ];
  return {
    lang_id: seed.langId, lang_locale: seed.locale, lang_url: seed.url, lang_code: language, country_id: seed.countryId,
    tax_tax_id: taxIdOf(seed.countryId), tax_tax_title: seed.taxTitle, tax_serialized_requirements: taxRequirements(seed.vat),
    store_name: seed.storeName, site_name: seed.siteName, currency_code: seed.currency.code, currency_symbol: seed.currency.symbol,
    currency_rate: seed.currency.rate, logo: shopLogoPath(seed.shop, false), logo_mobile: shopLogoPath(seed.shop, true),
    facebook_url: `https://www.facebook.com/${seed.social}`, instagram_url: `https://www.instagram.com/${seed.social}`,
    youtube_url: `https://www.youtube.com/@${seed.social}`, tiktok_url: seed.tiktok, shopvote_shop_id: seed.shopvote,
    trusted_shop_id: seed.trustedShop,
    shopvote_display: seed.trust.shopvote, trustedshop_display: seed.trust.trustedShop,
    searchrating_shop_id: seed.searchRating, searchrating_display: seed.trust.searchRating,
    phone_regex: seed.phoneRegex, vat_min_length: seed.vatMinLength, is_phone_required: seed.shop === 'ro' ? 1 : 0,
    config_min_price: 0, multiplier: 1,
    textInCart: de ? 'Alle Preise inkl. MwSt., zzgl. Versandkosten.' : 'Toate prețurile includ TVA. Costul transportului este afișat în coș.',
    country_visible: seed.countryVisible, country_flag: flagPath(seed.iso), display_country_header: 1,
    country_header_text: de ? 'Lieferland' : 'Țara de livrare', series_menu: seed.shop === 'at' ? 1 : 0,
    categories_0_vat: '', categories_title_0_vat: '', price_request_product_ids: input.priceRequestProductIds.join(','),
    whatsapp_badge_display: seed.shop === 'ro' ? 1 : 0, whatsapp_number: seed.whatsapp, cartoon_404: MISC.cartoon404,
    advent_image: adventImagePath(language, false), advent_image_mobile: adventImagePath(language, true), displayAdvent: seed.shop === 'at' ? 1 : 0,
    homepage_product_ids: input.homepageProductIds(seed.countryId).join(','),
    homepage_banners: banners.map((b) => ({
      image: bannerPath(b.theme, language, false), mobile_image: bannerPath(b.theme, language, true), title: b.title, subtitle: b.subtitle,
      link: categoryLink(b.key), width: BANNER_SIZE.width, height: BANNER_SIZE.height,
    })),
    footer_image_1: footerImagePath(FOOTER_IMAGES[0], language), footer_image_2: footerImagePath(FOOTER_IMAGES[1], language),
    footer_image_3: footerImagePath(FOOTER_IMAGES[2], language), footer_image_4: footerImagePath(FOOTER_IMAGES[3], language),
    anpc_image: MISC.anpcSol, sal_image: MISC.anpcSal, display_buttons_ANPC: seed.shop === 'ro' ? 1 : 0, display_dispute_links: 0,
    loading_gif: MISC.loading, content_ids: availableContents.join(','), menu_category_ids: input.topCategoryIds.join(','),
    left_menu_content_ids: left.map(([key]) => contentId(key)).join(','), right_menu_content_ids: right.map(([key]) => contentId(key)).join(','),
    links_left_menu: left.map(([key, t, r]) => link(key, de ? t : r)), links_right_menu: right.map(([key, t, r]) => link(key, de ? t : r)),
    category_icon: Object.fromEntries(input.topCategoryIds.map((id, i) => [String(id), icons[i] ?? 'category'])),
    withdrawal_form_url: WITHDRAWAL_FORMS[language], next_day_cutoff: '13:00',
    payment_logos: seed.payments.map((code) => ({ code, title: LOGO_TITLES[code]?.[language] ?? code, image: paymentLogoPath(code), link: contentUrl('bezahlen') })),
    delivery_logos: seed.deliveries.map((code) => ({ code, title: LOGO_TITLES[code]?.[language] ?? code, image: deliveryLogoPath(code), link: contentUrl('lieferung') })),
  };
}

export function seedLocaleConfig(db: Db, input: LocaleConfigInput): void {
  const insert = db.prepare('INSERT INTO locale_config (locale, name, value) VALUES (?, ?, ?)');
  for (const seed of SHOP_SEEDS) {
    const config = buildLocaleConfig(seed, input);
    for (const [name, value] of Object.entries(config)) insert.run(seed.locale, name, JSON.stringify(value));
  }
}
