import type { Db } from '@/backend/db/open';
import { DEFAULT_DELIVERY_ID } from '@/contract/constants';
import { COUNTRY_IDS } from './countries';
import { SHIPPING, postageEur, toEur } from './shop-facts';

/** Delivery modules: parcel (the spec's default 77), local pickup at a fulfilment centre, freight forwarding. */
export const DELIVERY_MODULES = { parcel: DEFAULT_DELIVERY_ID, pickup: 78, freight: 79 } as const;

/**
 * Positions of the modules: the freight forwarder comes right after the parcel it replaces for bulky goods, so a cart
 * that must go by freight has it as its first (default) method, pickup after it.
 */
const MODULE_POSITIONS: Record<keyof typeof DELIVERY_MODULES, number> = { parcel: 0, freight: 1, pickup: 2 };

const MODULE_TITLES: Record<keyof typeof DELIVERY_MODULES, { de: string; ro: string }> = {
  parcel: { de: 'Paketversand', ro: 'Livrare prin curier' },
  pickup: { de: 'Abholung im Lager', ro: 'Ridicare din depozit' },
  freight: { de: 'Speditionsversand', ro: 'Transport paletizat' },
};

/**
 * Postage per country and module, with tax (EUR), from the shipping rules of shop-facts.ts (the texts of the shops
 * name the same amounts): parcel € 5.90 in Austria and Germany, free from € 50 of goods; 24.90 lei in Romania, free
 * from 1000 lei; freight (replacing the parcel postage, never free) € 90 to Germany (spec) and Austria, 447 lei to
 * Romania; pickup is free. Other countries of the seed: parcel € 14.90, freight € 190, no free shipping.
 */
type Rule = { country: number; module: number; taxed: number; freeFrom: number | null; tax: number; tracking?: string };

/** The carriers' tracking pages: parcels with Österreichische Post, DHL and FAN Courier; freight with DB Schenker. */
const TRACKING = {
  postAt: 'https://www.post.at/s/sendungsdetails?snr={number}',
  dhl: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode={number}',
  fanCourier: 'https://www.fancourier.ro/awb-tracking/?tracking={number}',
  schenker: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}&refType=WaybillAndConsignmentNumber',
} as const;

function rules(otherCountries: readonly { id: number; vat: number }[]): Rule[] {
  const { AT, DE, RO } = COUNTRY_IDS;
  const base: Rule[] = [
    { country: AT, module: DELIVERY_MODULES.parcel, taxed: postageEur('at', SHIPPING.at.parcel), freeFrom: toEur('at', SHIPPING.at.freeFrom), tax: 20, tracking: TRACKING.postAt },
    { country: DE, module: DELIVERY_MODULES.parcel, taxed: postageEur('de', SHIPPING.de.parcel), freeFrom: toEur('de', SHIPPING.de.freeFrom), tax: 19, tracking: TRACKING.dhl },
    { country: RO, module: DELIVERY_MODULES.parcel, taxed: postageEur('ro', SHIPPING.ro.parcel), freeFrom: toEur('ro', SHIPPING.ro.freeFrom), tax: 21, tracking: TRACKING.fanCourier },
    { country: AT, module: DELIVERY_MODULES.freight, taxed: postageEur('at', SHIPPING.at.freight), freeFrom: null, tax: 20, tracking: TRACKING.schenker },
    { country: DE, module: DELIVERY_MODULES.freight, taxed: postageEur('de', SHIPPING.de.freight), freeFrom: null, tax: 19, tracking: TRACKING.schenker },
    { country: RO, module: DELIVERY_MODULES.freight, taxed: postageEur('ro', SHIPPING.ro.freight), freeFrom: null, tax: 21, tracking: TRACKING.schenker },
    { country: AT, module: DELIVERY_MODULES.pickup, taxed: 0, freeFrom: null, tax: 20 },
    { country: DE, module: DELIVERY_MODULES.pickup, taxed: 0, freeFrom: null, tax: 19 },
    { country: RO, module: DELIVERY_MODULES.pickup, taxed: 0, freeFrom: null, tax: 21 },
  ];
  const others = otherCountries
    .filter((c) => c.id !== AT && c.id !== DE && c.id !== RO)
    .flatMap((c) => [
      { country: c.id, module: DELIVERY_MODULES.parcel, taxed: 14.9, freeFrom: null, tax: c.vat, tracking: TRACKING.dhl },
      { country: c.id, module: DELIVERY_MODULES.freight, taxed: 190, freeFrom: null, tax: c.vat, tracking: TRACKING.schenker },
    ]);
  return [...base, ...others];
}

/** Coupons: a welcome 10 %, 5 € off from 50 €, an expired one, and a Romanian one. */
const COUPONS = [
  { code: 'WILLKOMMEN10', type: 'percent', value: 10, min: 0, until: '2099-12-31', locale: null },
  { code: 'SPAR5', type: 'amount', value: 5, min: 50, until: '2099-12-31', locale: null },
  { code: 'SOMMER2020', type: 'percent', value: 15, min: 0, until: '2020-09-30', locale: null },
  { code: 'BINEVENIT10', type: 'percent', value: 10, min: 0, until: '2099-12-31', locale: 'ro_RO' },
] as const;

export function seedCartRules(db: Db): void {
  const moduleInsert = db.prepare('INSERT INTO delivery_module (id, code, pickup, position) VALUES (?, ?, ?, ?)');
  const moduleI18n = db.prepare('INSERT INTO delivery_module_i18n (id, locale, title) VALUES (?, ?, ?)');
  (Object.keys(DELIVERY_MODULES) as (keyof typeof DELIVERY_MODULES)[]).forEach((code) => {
    const id = DELIVERY_MODULES[code];
    moduleInsert.run(id, code, code === 'pickup' ? 1 : 0, MODULE_POSITIONS[code]);
    moduleI18n.run(id, 'de_AT', MODULE_TITLES[code].de);
    moduleI18n.run(id, 'de_DE', MODULE_TITLES[code].de);
    moduleI18n.run(id, 'ro_RO', MODULE_TITLES[code].ro);
  });
  const countries = db.prepare('SELECT c.id, 0 AS vat FROM country c').all() as { id: number; vat: number }[];
  const taxOf = db.prepare(
    `SELECT t.serialized_requirements AS requirements FROM tax_rule_country trc JOIN tax t ON t.id = trc.tax_id
     WHERE trc.tax_rule_id = 1 AND trc.country_id = ? ORDER BY trc.position LIMIT 1`,
  );
  const withVat = countries.map((c) => {
    const row = taxOf.get(c.id) as { requirements: string } | undefined;
    const parsed = row ? (JSON.parse(Buffer.from(row.requirements, 'base64').toString('utf8')) as { percent?: string }) : {};
    return { id: c.id, vat: Number(parsed.percent ?? 0) };
  });
  const rule = db.prepare('INSERT INTO postage_rule (country_id, delivery_module_id, amount_taxed, free_from_taxed, tax_percent, tracking_url) VALUES (?, ?, ?, ?, ?, ?)');
  for (const r of rules(withVat)) rule.run(r.country, r.module, r.taxed, r.freeFrom, r.tax, r.tracking ?? null);
  const coupon = db.prepare('INSERT INTO coupon (code, type, value, min_total_taxed, valid_until, locale) VALUES (?, ?, ?, ?, ?, ?)');
  for (const c of COUPONS) coupon.run(c.code, c.type, c.value, c.min, c.until, c.locale);
}
