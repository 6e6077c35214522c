import type { TheliaLocale } from '@/lib/contract/common';
import type { Db } from '@/backend/db/open';
import type { ContentKey } from './content-texts-de';
import type { SeededContents } from './contents';
import { contentUrlKey } from './contents';
import { SHOWROOMS } from './info-page-texts';

/** Store settings per shop (system config); the default (no locale) is the Austrian shop. */
const SYSTEM: Record<TheliaLocale, Record<string, string>> = {
  de_AT: {
    store_name: 'Sanitär Haus', store_phone: '+43 1 234 56 78', store_email: 'service@sanitaer-haus.at',
    support_time: 'Mo–Do 8:00–17:00, Fr 8:00–13:00', support_time_mo_th: '8:00–17:00', support_time_fr: '8:00–13:00',
    store_address1: 'Triester Straße 14', store_city: 'Wien', store_zipcode: '1100', store_country: 'Österreich',
    opening_times: 'Schauraum Wien: Mo–Do 8:00–17:00, Fr 8:00–13:00, Sa 9:00–12:00',
  },
  de_DE: {
    store_name: 'Sanitär Haus', store_phone: '+49 89 1234 5670', store_email: 'service@sanitaer-haus.de',
    support_time: 'Mo–Do 8:00–17:00, Fr 8:00–13:00', support_time_mo_th: '8:00–17:00', support_time_fr: '8:00–13:00',
    store_address1: 'Landsberger Straße 302', store_city: 'München', store_zipcode: '80687', store_country: 'Deutschland',
    opening_times: 'Showroom München: Mo–Fr 9:00–18:00, Sa 10:00–14:00',
  },
  ro_RO: {
    store_name: 'Casa Sanitară', store_phone: '+40 21 123 45 67', store_email: 'contact@casa-sanitara.ro',
    support_time: 'Lu–Joi 8:00–17:00, Vi 8:00–13:00', support_time_mo_th: '8:00–17:00', support_time_fr: '8:00–13:00',
    store_address1: 'Șoseaua Berceni 104, Sector 4', store_city: 'București', store_zipcode: '041919', store_country: 'România',
    opening_times: 'Showroom București: Lu–Vi 9:00–18:00, Sâ 9:00–14:00',
  },
};

/**
 * `opening_hours`: the store's opening hours as JSON (`[{days, opens, closes}]`, the showrooms' format), taken from
 * the showroom at the store's address, so the structured data and the showrooms page name the same hours.
 */
function openingHoursOf(values: Record<string, string>): string {
  const showroom = SHOWROOMS.find((room) => room.details.zipcode === values.store_zipcode && room.details.city === values.store_city);
  return JSON.stringify(showroom?.details.opening_hours ?? []);
}

/** Locale '' holds the default values (served when no locale is asked for). */
export function seedSystemConfig(db: Db): void {
  const insert = db.prepare('INSERT INTO system_config (name, locale, value) VALUES (?, ?, ?)');
  for (const [name, value] of Object.entries(SYSTEM.de_AT)) insert.run(name, '', value);
  insert.run('opening_hours', '', openingHoursOf(SYSTEM.de_AT));
  for (const [locale, values] of Object.entries(SYSTEM)) {
    for (const [name, value] of Object.entries(values)) insert.run(name, locale, value);
    insert.run('opening_hours', locale, openingHoursOf(values));
  }
  insert.run('store_description', '', 'Fachhandel für Bad, Heizung und Installation');
  insert.run('url_site', '', 'https://www.sanitaer-haus.at');
}

/** Module settings: the sales bar, the header info of the country bar and Google Tag Manager. */
export function seedModuleConfig(db: Db, contents: SeededContents): void {
  const insert = db.prepare('INSERT INTO module_config (module_name, locale, name, value) VALUES (?, ?, ?, ?)');
  const url = (locale: TheliaLocale, key: ContentKey) => `/${contents.urls.get(contentUrlKey(locale, key)) ?? ''}`;
  const salesBar: Record<TheliaLocale, [string, string]> = {
    de_AT: ['Gratis Versand ab 50 € in Österreich', 'Mehr erfahren'],
    de_DE: ['Gratis Versand ab 50 € in Deutschland', 'Mehr erfahren'],
    ro_RO: ['Livrare gratuită peste 1000 lei', 'Detalii'],
  };
  const header: Record<TheliaLocale, [string, string]> = {
    de_AT: ['Kostenlose Fachberatung: +43 1 234 56 78', 'Mo–Do 8:00–17:00, Fr 8:00–13:00 · Lieferung in 1–3 Werktagen'],
    de_DE: ['Kostenlose Fachberatung: +49 89 1234 5670', 'Mo–Do 8:00–17:00, Fr 8:00–13:00 · Lieferung in 1–3 Werktagen'],
    ro_RO: ['Consultanță gratuită: +40 21 123 45 67', 'Lu–Joi 8:00–17:00, Vi 8:00–13:00 · Livrare în 1–3 zile lucrătoare'],
  };
  for (const locale of ['de_AT', 'de_DE', 'ro_RO'] as const) {
    const [message, linkText] = salesBar[locale];
    const values: Record<string, string> = {
      module_active: '1', salesbar_active: '1', salesbar_message: message, salesbar_link: url(locale, 'versandkosten'),
      salesbar_link_text: linkText, salesbar_dismiss_button: '1', salesbar_color: '#FFFFFF', salesbar_background: '#0B5394',
    };
    for (const [name, value] of Object.entries(values)) insert.run('SalesBar', locale, name, value);
    const [text, more] = header[locale];
    const info: Record<string, string> = { text, text_more: more, icon: 'phone', color: '#0B5394' };
    for (const [name, value] of Object.entries(info)) insert.run('HeaderInfo', locale, name, value);
    insert.run('GoogleTagManager', locale, 'googletagmanager_trackingcode', '');
  }
}
