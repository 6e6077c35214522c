import { theliaLocaleSchema, type TheliaLocale } from '@/contract/common';
import type { OpeningHours } from '@/contract/content';
import type { Db } from '@/backend/db/open';
import type { ProductDraft } from './product-build';
import type { Rng } from './random';
import { COUNTRY_IDS } from './countries';
import { SHOWROOMS } from './info-page-texts';
import { hoursRows } from './shop-facts';

type Hours = { days: string; hours: string };
type Language = 'de' | 'ro';
/** A centre's texts in one language: its name and its opening hours (days in that language). */
type Texts = { name: string; hours: Hours[] };
type Centre = {
  id: number; address: string; zipcode: string; city: string; countryId: number; phone: string; pickup: boolean; texts: Record<Language, Texts>;
};

const COUNTRY_OF: Record<string, number> = { AT: COUNTRY_IDS.AT, DE: COUNTRY_IDS.DE, RO: COUNTRY_IDS.RO };
const WAREHOUSE_HOURS: OpeningHours[] = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '16:00' }];
const LANGUAGE_OF_LOCALE: Record<TheliaLocale, Language> = { de_AT: 'de', de_DE: 'de', ro_RO: 'ro' };

/** A showroom as a fulfilment centre: its address, phone, names and opening hours are the showroom page's (info-page-texts.ts). */
function showroomCentre(id: number, germanTitle: string, pickup: boolean): Centre {
  const showroom = SHOWROOMS.find((s) => s.title.de === germanTitle);
  if (!showroom) throw new Error(`no showroom ${germanTitle}`);
  const { street, zipcode, city, country_code: country, phone, opening_hours: hours } = showroom.details;
  const texts = (language: Language): Texts => ({ name: showroom.title[language], hours: hoursRows(hours, language) });
  return { id, address: street, zipcode, city, countryId: COUNTRY_OF[country] ?? COUNTRY_IDS.AT, phone, pickup, texts: { de: texts('de'), ro: texts('ro') } };
}

/**
 * Fulfilment centres: id 0 is the central warehouse (the default, DEFAULT_FULFILMENT_CENTER, serving every shop),
 * the others are showrooms, each serving the shop of its country (lib/cart/fulfilment-centres.ts). Each is named in
 * each shop's language. Pickup is offered only in the Romanian showrooms (the spec's footer says 'No pickup
 * possible!' for the other shops).
 */
export const FULFILMENT_CENTERS: Centre[] = [
  {
    id: 0, address: 'IZ NÖ-Süd, Straße 7, Objekt 58', zipcode: '2355', city: 'Wiener Neudorf', countryId: 13, phone: '+43 2236 123 450', pickup: false,
    texts: {
      de: { name: 'Zentrallager Wiener Neudorf', hours: hoursRows(WAREHOUSE_HOURS, 'de') },
      ro: { name: 'Depozitul central Wiener Neudorf', hours: hoursRows(WAREHOUSE_HOURS, 'ro') },
    },
  },
  showroomCentre(1, 'Schauraum Wien', false),
  showroomCentre(2, 'Schauraum Graz', false),
  showroomCentre(3, 'Showroom München', false),
  showroomCentre(4, 'Showroom Bukarest', true),
  showroomCentre(5, 'Showroom Cluj-Napoca', true),
];

/** A centre's texts for a shop's locale. */
export const centreTexts = (centre: Centre, locale: TheliaLocale): Texts => centre.texts[LANGUAGE_OF_LOCALE[locale]];

export function seedFulfilment(db: Db, r: Rng, drafts: ProductDraft[]): void {
  const centre = db.prepare(
    'INSERT INTO fulfilment_center (id, name, address, zipcode, city, country_id, phone, opening_hours, pickup, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const i18n = db.prepare('INSERT INTO fulfilment_center_i18n (id, locale, name, opening_hours) VALUES (?, ?, ?, ?)');
  FULFILMENT_CENTERS.forEach((c, index) => {
    // The centre's own row in its country's language: what a reader without a locale (an order's pickup centre) shows.
    const own = c.texts[c.countryId === COUNTRY_IDS.RO ? 'ro' : 'de'];
    centre.run(c.id, own.name, c.address, c.zipcode, c.city, c.countryId, c.phone, JSON.stringify(own.hours), c.pickup ? 1 : 0, index);
    for (const locale of theliaLocaleSchema.options) {
      const texts = centreTexts(c, locale);
      i18n.run(c.id, locale, texts.name, JSON.stringify(texts.hours));
    }
  });
  const stock = db.prepare('INSERT INTO fulfilment_center_stock (fulfilment_center_id, product_sale_elements_id, quantity) VALUES (?, ?, ?)');
  for (const d of drafts) {
    for (const p of d.pses) {
      if (p.quantity <= 0) continue;
      let central = p.quantity;
      if (r.chance(0.3)) {
        const showroom = r.int(1, FULFILMENT_CENTERS.length - 1);
        const there = Math.min(central, r.int(1, 5));
        central -= there;
        stock.run(showroom, p.id, there);
      }
      stock.run(0, p.id, central);
    }
  }
}
