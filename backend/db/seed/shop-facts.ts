import type { OpeningHours } from '@/contract/content';
import { WEEKDAYS, type Weekday } from '@/contract/weekdays';
import { DEFAULT_NEXT_DAY_CUTOFF, DELIVERY_IN_STOCK_DAYS, FREIGHT_GERMANY_EUR } from '@/contract/constants';
import { formatAmount } from '@/backend/rules/money-format';
import type { Language } from './locales';

/**
 * The facts every text of a shop repeats, in one place: support hours, the shops' main showrooms, the shipping rules
 * the cart applies, the carriers and the payment methods. The seed builds the system config, the header info, the
 * sales bar, the fulfilment centres, the postage rules and the content pages (contact, showrooms, delivery,
 * shipping costs, payment, FAQ) from these values, so that they cannot say different things.
 */
export type FactShop = 'at' | 'de' | 'ro';

/** RON per EUR of the seed (countries.ts, locale config): the Romanian amounts are set in lei. */
export const RON_PER_EUR = 4.97;

/** Each shop's currency: its code, the symbol its texts write and the rate against the backend's EUR. */
export const SHOP_CURRENCY: Record<FactShop, { code: string; symbol: string; rate: number }> = {
  at: { code: 'EUR', symbol: '€', rate: 1 },
  de: { code: 'EUR', symbol: '€', rate: 1 },
  ro: { code: 'RON', symbol: 'lei', rate: RON_PER_EUR },
};

export const SHOP_INTL_LOCALE: Record<FactShop, string> = { at: 'de-AT', de: 'de-DE', ro: 'ro-RO' };
export const SHOP_LANGUAGE: Record<FactShop, Language> = { at: 'de', de: 'de', ro: 'ro' };

const MO_TH: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];

/** Telephone and e-mail support of every shop (shop time): Monday to Thursday 8-17, Friday 8-13. */
export const SUPPORT_HOURS: OpeningHours[] = [
  { days: MO_TH, opens: '08:00', closes: '17:00' },
  { days: ['Friday'], opens: '08:00', closes: '13:00' },
];

/**
 * Shipping rules per shop country, in the shop's currency (what the shopper reads): parcel postage, free parcel
 * shipping from a value of goods, and the flat freight charge that replaces the parcel postage when the cart holds a
 * bulky item (bathtubs, boilers, heat pumps...). Freight is never free. The postage rules of the backend are these
 * amounts converted to EUR.
 */
export const SHIPPING: Record<FactShop, { parcel: number; freeFrom: number; freight: number }> = {
  at: { parcel: 5.9, freeFrom: 50, freight: FREIGHT_GERMANY_EUR },
  de: { parcel: 5.9, freeFrom: 50, freight: FREIGHT_GERMANY_EUR },
  ro: { parcel: 24.9, freeFrom: 1000, freight: 447 },
};

/** An amount of the shop's currency in the backend's EUR (unrounded, so that it converts back to the same lei). */
export function toEur(shop: FactShop, amount: number): number {
  return amount / SHOP_CURRENCY[shop].rate;
}

/** The EUR postage of a rule, rounded to cents as the backend charges it (the lei amount converts back exactly). */
export function postageEur(shop: FactShop, amount: number): number {
  return Math.round(toEur(shop, amount) * 100) / 100;
}

/** An amount of the shop's currency as the storefront writes it ('€ 5,90' in Austria, '5,90 €' in Germany, '24,90 lei'). */
export function shopMoney(shop: FactShop, amount: number): string {
  return formatAmount(amount, SHOP_CURRENCY[shop], SHOP_INTL_LOCALE[shop]);
}

/**
 * The selling company of each shop as its invoices, Impressum and terms name it (fictitious placeholders): the
 * company, its VAT identification number (UID §11 UStG AT, USt-IdNr. §14 UStG DE, CUI RO), the German tax number
 * (Steuernummer, §14 Abs. 4 Nr. 2 UStG), the company register entry (Firmenbuch, Handelsregister, Registrul
 * Comerțului) and the managing director. The seed writes them into the system config (store_company, store_vat_id,
 * store_tax_number, store_register, store_manager), where the backend's documents read them.
 */
export const SELLER: Record<FactShop, { company: string; vatId: string; taxNumber: string; register: string; manager: string }> = {
  at: { company: 'Sanitär Haus Handels GmbH', vatId: 'ATU12345678', taxNumber: '', register: 'FN 123456 a, Handelsgericht Wien', manager: 'Mag. Andrea Berger' },
  de: { company: 'Sanitär Haus Deutschland GmbH', vatId: 'DE123456789', taxNumber: '143/123/45678', register: 'Amtsgericht München, HRB 234567', manager: 'Thomas Keller' },
  ro: { company: 'Casa Sanitară S.R.L.', vatId: 'RO12345678', taxNumber: '', register: 'J40/1234/2015', manager: 'Ing. Mihai Popescu' },
};

/** Parcel carriers and the freight forwarder of each shop (the tracking links of the postage rules name the same). */
export const CARRIERS: Record<FactShop, { parcel: string; freight: string }> = {
  at: { parcel: 'Österreichische Post', freight: 'DB Schenker' },
  de: { parcel: 'DHL', freight: 'DB Schenker' },
  ro: { parcel: 'FAN Courier', freight: 'DB Schenker' },
};

/** In-stock delivery and the next-day cutoff (contract/constants.ts), as the product pages state them. */
export const IN_STOCK_DAYS = DELIVERY_IN_STOCK_DAYS;
export const NEXT_DAY_CUTOFF = DEFAULT_NEXT_DAY_CUTOFF;

/** Short weekday names as the storefront's messages write them ('Mo–Do', 'Lun–Joi'). */
const SHORT_DAYS: Record<Language, Record<Weekday, string>> = {
  de: { Monday: 'Mo', Tuesday: 'Di', Wednesday: 'Mi', Thursday: 'Do', Friday: 'Fr', Saturday: 'Sa', Sunday: 'So' },
  ro: { Monday: 'Lun', Tuesday: 'Mar', Wednesday: 'Mie', Thursday: 'Joi', Friday: 'Vin', Saturday: 'Sâm', Sunday: 'Dum' },
};

/** '08:00–17:00' → '8:00–17:00' (both languages write hours without a leading zero in running text). */
const time = (value: string) => value.replace(/^0(\d)/, '$1');

/** 'Mo–Do' for consecutive days, 'Mo, Mi' otherwise. */
function daysText(days: readonly Weekday[], language: Language): string {
  const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const names = SHORT_DAYS[language];
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return names[first];
  const consecutive = WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) === sorted.length - 1;
  return consecutive && sorted.length > 2 ? `${names[first]}–${names[last]}` : sorted.map((day) => names[day]).join(', ');
}

/**
 * Opening hours in running text: 'Mo–Do 8:00–17:00, Fr 8:00–13:00'. Entries with the same days (a midday break)
 * are joined: 'Mo–Do 8:00–12:00 und 13:00–17:00'.
 */
export function hoursText(hours: readonly OpeningHours[], language: Language): string {
  const groups: { days: readonly Weekday[]; ranges: string[] }[] = [];
  const keyOf = (days: readonly Weekday[]) => [...days].sort().join(',');
  for (const entry of hours) {
    const range = `${time(entry.opens)}–${time(entry.closes)}`;
    const group = groups.find((g) => keyOf(g.days) === keyOf(entry.days));
    if (group) group.ranges.push(range);
    else groups.push({ days: entry.days, ranges: [range] });
  }
  const and = language === 'de' ? ' und ' : ' și ';
  return groups.map((group) => `${daysText(group.days, language)} ${group.ranges.join(and)}`).join(', ');
}

/** Opening hours as the fulfilment centres list them: [{days: 'Mo–Do', hours: '08:00–17:00'}, ...]. */
export function hoursRows(hours: readonly OpeningHours[], language: Language): { days: string; hours: string }[] {
  return hours.map((entry) => ({ days: daysText(entry.days, language), hours: `${entry.opens}–${entry.closes}` }));
}

/** The support hours of a shop's language: 'Mo–Do 8:00–17:00, Fr 8:00–13:00'. */
export const supportHoursText = (language: Language) => hoursText(SUPPORT_HOURS, language);
