import type { Db } from '@/backend/db/open';
import type { ProductDraft } from './product-build';
import type { Rng } from './random';
import { COUNTRY_IDS } from './countries';
import { SHOWROOMS } from './info-page-texts';
import { hoursRows } from './shop-facts';

type Hours = { days: string; hours: string };
type Centre = {
  id: number; name: string; address: string; zipcode: string; city: string; countryId: number; phone: string; pickup: boolean; hours: Hours[];
};

const COUNTRY_OF: Record<string, number> = { AT: COUNTRY_IDS.AT, DE: COUNTRY_IDS.DE, RO: COUNTRY_IDS.RO };

/** A showroom as a fulfilment centre: its address, phone and opening hours are the showroom page's (info-page-texts.ts). */
function showroomCentre(id: number, germanTitle: string, pickup: boolean): Centre {
  const showroom = SHOWROOMS.find((s) => s.title.de === germanTitle);
  if (!showroom) throw new Error(`no showroom ${germanTitle}`);
  const language = showroom.shops.includes('ro') ? 'ro' : 'de';
  const { street, zipcode, city, country_code: country, phone, opening_hours: hours } = showroom.details;
  return { id, name: showroom.title[language], address: street, zipcode, city, countryId: COUNTRY_OF[country] ?? COUNTRY_IDS.AT, phone, pickup, hours: hoursRows(hours, language) };
}

/**
 * Fulfilment centres: id 0 is the central warehouse (the default, DEFAULT_FULFILMENT_CENTER), the others are
 * showrooms. Pickup is offered only in the Romanian showrooms (the spec's footer says 'No pickup possible!' for
 * the other shops).
 */
export const FULFILMENT_CENTERS: Centre[] = [
  {
    id: 0, name: 'Zentrallager Wiener Neudorf', address: 'IZ NÖ-Süd, Straße 7, Objekt 58', zipcode: '2355', city: 'Wiener Neudorf', countryId: 13,
    phone: '+43 2236 123 450', pickup: false, hours: [{ days: 'Mo–Fr', hours: '07:00–16:00' }],
  },
  showroomCentre(1, 'Schauraum Wien', false),
  showroomCentre(2, 'Schauraum Graz', false),
  showroomCentre(3, 'Showroom München', false),
  showroomCentre(4, 'Showroom Bukarest', true),
  showroomCentre(5, 'Showroom Cluj-Napoca', true),
];

export function seedFulfilment(db: Db, r: Rng, drafts: ProductDraft[]): void {
  const centre = db.prepare(
    'INSERT INTO fulfilment_center (id, name, address, zipcode, city, country_id, phone, opening_hours, pickup, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  FULFILMENT_CENTERS.forEach((c, index) =>
    centre.run(c.id, c.name, c.address, c.zipcode, c.city, c.countryId, c.phone, JSON.stringify(c.hours), c.pickup ? 1 : 0, index),
  );
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
