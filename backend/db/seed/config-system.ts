import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import type { ContentKey } from './content-texts-de';
import type { SeededContents } from './contents';
import { contentUrlKey } from './contents';
import { SHOWROOMS } from './info-page-texts';
import { IN_STOCK_DAYS, SELLER, SHIPPING, SHOP_LANGUAGE, SUPPORT_HOURS, hoursText, shopMoney, supportHoursText, type FactShop } from './shop-facts';

const STORE: Record<FactShop, Record<string, string>> = {
  at: {
    store_name: 'Sanitär Haus', store_phone: '+43 1 234 56 78', store_email: 'service@sanitaer-haus.at',
    store_address1: 'Triester Straße 14', store_city: 'Wien', store_zipcode: '1100', store_country: 'Österreich',
  },
  de: {
    store_name: 'Sanitär Haus', store_phone: '+49 89 1234 5670', store_email: 'service@sanitaer-haus.de',
    store_address1: 'Landsberger Straße 302', store_city: 'München', store_zipcode: '80687', store_country: 'Deutschland',
  },
  ro: {
    store_name: 'Casa Sanitară', store_phone: '+40 21 123 45 67', store_email: 'contact@casa-sanitara.ro',
    store_address1: 'Șoseaua Berceni 104, Sector 4', store_city: 'București', store_zipcode: '041919', store_country: 'România',
  },
};

/** Each shop's Google Tag Manager container (the back office's `googletagmanager_trackingcode`). */
export const TAG_MANAGER_CONTAINERS: Record<FactShop, string> = { at: 'GTM-5XKQ7ZT', de: 'GTM-N8W3RPL', ro: 'GTM-TR42MVC' };

const SHOP_OF_LOCALE: Record<TheliaLocale, FactShop> = { de_AT: 'at', de_DE: 'de', ro_RO: 'ro' };

/** The showroom whose hours the footer names next to the address of each shop. */
const MAIN_SHOWROOM: Record<FactShop, string> = { at: 'Schauraum Wien', de: 'Showroom München', ro: 'Showroom București' };

function mainShowroom(shop: FactShop) {
  const language = SHOP_LANGUAGE[shop];
  const showroom = SHOWROOMS.find((s) => s.shops.includes(shop) && s.title[language] === MAIN_SHOWROOM[shop]);
  if (!showroom) throw new Error(`no showroom ${MAIN_SHOWROOM[shop]}`);
  return { title: showroom.title[language], hours: showroom.details.opening_hours };
}

/** Hours of one weekday group of the support hours ('8:00–17:00'), for the config's per-day fields. */
function supportOn(day: 'Monday' | 'Friday'): string {
  const entry = SUPPORT_HOURS.find((e) => e.days.includes(day));
  return entry ? hoursText([{ ...entry, days: [day] }], 'de').replace(/^\S+ /, '') : '';
}

/** Store settings of a shop (system config); hours come from shop-facts.ts and the showroom data. */
function systemOf(locale: TheliaLocale): Record<string, string> {
  const shop = SHOP_OF_LOCALE[locale];
  const language = SHOP_LANGUAGE[shop];
  const showroom = mainShowroom(shop);
  const seller = SELLER[shop];
  return {
    ...STORE[shop],
    store_company: seller.company, store_vat_id: seller.vatId, store_tax_number: seller.taxNumber, store_register: seller.register,
    store_manager: seller.manager,
    support_time: supportHoursText(language), support_time_mo_th: supportOn('Monday'), support_time_fr: supportOn('Friday'),
    opening_times: `${showroom.title}: ${hoursText(showroom.hours, language)}`,
    // The same hours as JSON ([{days, opens, closes}], the showrooms' format), for the Store's structured data.
    opening_hours: JSON.stringify(showroom.hours),
  };
}

/** Locale '' holds the default values (served when no locale is asked for). */
export function seedSystemConfig(db: Db): void {
  const insert = db.prepare('INSERT INTO system_config (name, locale, value) VALUES (?, ?, ?)');
  for (const [name, value] of Object.entries(systemOf('de_AT'))) insert.run(name, '', value);
  for (const locale of Object.keys(SHOP_OF_LOCALE) as TheliaLocale[]) {
    for (const [name, value] of Object.entries(systemOf(locale))) insert.run(name, locale, value);
  }
  insert.run('store_description', '', 'Fachhandel für Bad, Heizung und Installation');
  insert.run('url_site', '', 'https://www.sanitaer-haus.at');
}

/** Module settings: the sales bar, the header info of the country bar and Google Tag Manager. */
export function seedModuleConfig(db: Db, contents: SeededContents): void {
  const insert = db.prepare('INSERT INTO module_config (module_name, locale, name, value) VALUES (?, ?, ?, ?)');
  const url = (locale: TheliaLocale, key: ContentKey) => `/${contents.urls.get(contentUrlKey(locale, key)) ?? ''}`;
  // The sales bar and the header info repeat the shipping rule and the support hours of shop-facts.ts.
  const salesBar = (shop: FactShop): [string, string] => {
    const from = shopMoney(shop, SHIPPING[shop].freeFrom);
    // One line on a 360 px phone (ADR 0044): the conditions (country, parcel or freight) are on the linked page.
    if (shop === 'ro') return [`Livrare gratuită de la ${from}`, 'Detalii'];
    return [`Gratis Paketversand ab ${from}`, 'Mehr erfahren'];
  };
  const header = (shop: FactShop): [string, string] => {
    const phone = STORE[shop].store_phone ?? '';
    const days = `${IN_STOCK_DAYS.min}–${IN_STOCK_DAYS.max}`;
    if (shop === 'ro') return [`Consultanță gratuită: ${phone}`, `${supportHoursText('ro')} · Produsele din stoc ajung în ${days} zile lucrătoare`];
    return [`Kostenlose Fachberatung: ${phone}`, `${supportHoursText('de')} · Lagerware in ${days} Werktagen bei Ihnen`];
  };
  for (const locale of ['de_AT', 'de_DE', 'ro_RO'] as const) {
    const shop = SHOP_OF_LOCALE[locale];
    const [message, linkText] = salesBar(shop);
    const values: Record<string, string> = {
      module_active: '1', salesbar_active: '1', salesbar_message: message, salesbar_link: url(locale, 'versandkosten'),
      salesbar_link_text: linkText, salesbar_dismiss_button: '1', salesbar_color: '#FFFFFF', salesbar_background: '#0B5394',
    };
    for (const [name, value] of Object.entries(values)) insert.run('SalesBar', locale, name, value);
    const [text, more] = header(shop);
    const info: Record<string, string> = { text, text_more: more, icon: 'phone', color: '#0B5394' };
    for (const [name, value] of Object.entries(info)) insert.run('HeaderInfo', locale, name, value);
    insert.run('GoogleTagManager', locale, 'googletagmanager_trackingcode', TAG_MANAGER_CONTAINERS[shop]);
  }
}
