import type { Db } from '@/backend/db/open';
import type { ProductDraft } from './product-build';
import type { Rng } from './random';

type Hours = { days: string; hours: string };

/**
 * Fulfilment centres: id 0 is the central warehouse (the default, DEFAULT_FULFILMENT_CENTER), the others are
 * showrooms. Pickup is offered only in the Romanian showrooms (the spec's footer says 'No pickup possible!' for
 * the other shops).
 */
export const FULFILMENT_CENTERS: {
  id: number; name: string; address: string; zipcode: string; city: string; countryId: number; phone: string; pickup: boolean; hours: Hours[];
}[] = [
  {
    id: 0, name: 'Zentrallager Wiener Neudorf', address: 'IZ NÖ-Süd, Straße 7, Objekt 58', zipcode: '2355', city: 'Wiener Neudorf', countryId: 13,
    phone: '+43 2236 123 450', pickup: false, hours: [{ days: 'Mo–Fr', hours: '07:00–16:00' }],
  },
  {
    id: 1, name: 'Schauraum Wien', address: 'Triester Straße 14', zipcode: '1100', city: 'Wien', countryId: 13, phone: '+43 1 234 56 78', pickup: false,
    hours: [{ days: 'Mo–Do', hours: '08:00–17:00' }, { days: 'Fr', hours: '08:00–13:00' }, { days: 'Sa', hours: '09:00–12:00' }],
  },
  {
    id: 2, name: 'Schauraum Graz', address: 'Puchstraße 85', zipcode: '8020', city: 'Graz', countryId: 13, phone: '+43 316 123 456', pickup: false,
    hours: [{ days: 'Mo–Do', hours: '08:00–17:00' }, { days: 'Fr', hours: '08:00–13:00' }],
  },
  {
    id: 3, name: 'Showroom München', address: 'Landsberger Straße 302', zipcode: '80687', city: 'München', countryId: 5, phone: '+49 89 1234 5670', pickup: false,
    hours: [{ days: 'Mo–Fr', hours: '09:00–18:00' }, { days: 'Sa', hours: '10:00–14:00' }],
  },
  {
    id: 4, name: 'Showroom București', address: 'Șoseaua Berceni 104', zipcode: '041919', city: 'București', countryId: 146, phone: '+40 21 123 45 67', pickup: true,
    hours: [{ days: 'Lu–Vi', hours: '09:00–18:00' }, { days: 'Sâ', hours: '09:00–14:00' }],
  },
  {
    id: 5, name: 'Showroom Cluj-Napoca', address: 'Strada Fabricii 93', zipcode: '400620', city: 'Cluj-Napoca', countryId: 146, phone: '+40 264 123 456', pickup: true,
    hours: [{ days: 'Lu–Vi', hours: '09:00–18:00' }],
  },
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
