import type { TheliaLocale } from '@/contract/common';
import type { OpeningHours } from '@/contract/content';
import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { createPostageRepo } from '@/backend/repo/postage-repo';
import { converter } from '@/backend/repo/order-amounts';
import { COUNTRY_IDS } from './countries';
import { DELIVERY_MODULES } from './cart-rules';
import { seedDatabase } from './run';
import {
  IN_STOCK_DAYS, SHIPPING, SHOP_CURRENCY, SHOP_LANGUAGE, hoursRows, hoursText, shopMoney, supportHoursText, type FactShop,
} from './shop-facts';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const SHOPS: { shop: FactShop; locale: TheliaLocale; country: number }[] = [
  { shop: 'at', locale: 'de_AT', country: COUNTRY_IDS.AT },
  { shop: 'de', locale: 'de_DE', country: COUNTRY_IDS.DE },
  { shop: 'ro', locale: 'ro_RO', country: COUNTRY_IDS.RO },
];

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const system = (name: string, locale: string) => (db.prepare('SELECT value FROM system_config WHERE name = ? AND locale = ?').get(name, locale) as { value: string }).value;
const moduleValue = (module: string, locale: string, name: string) =>
  (db.prepare('SELECT value FROM module_config WHERE module_name = ? AND locale = ? AND name = ?').get(module, locale, name) as { value: string }).value;
/** The page text of a content whose German or Romanian title is given. */
function page(locale: TheliaLocale, title: string): string {
  const row = db.prepare('SELECT chapo, description FROM content_i18n WHERE locale = ? AND title = ?').get(locale, title) as { chapo: string; description: string } | undefined;
  if (!row) throw new Error(`no page ${title} in ${locale}`);
  return text(`${row.chapo} ${row.description}`);
}
/** Every amount of money a text names, in the shop's format ('€ 5,90', '5,90 €', '24,90 lei'). */
const amounts = (shop: FactShop, value: string) =>
  [...value.matchAll(shop === 'at' ? /€\s?[\d.]+,\d{2}/g : shop === 'de' ? /[\d.]+,\d{2}\s?€/g : /[\d.]+,\d{2}\s?lei/g)].map((m) => m[0].replace(/\s/g, '\u00a0'));

const SHIPPING_PAGE: Record<FactShop, string> = { at: 'Versandkosten', de: 'Versandkosten', ro: 'Costuri de transport și condiții de livrare' };

describe('one source for the shipping rules: the cart charges what the shipping-costs page, the FAQ and the sales bar say', () => {
  test.each(SHOPS)('$shop: parcel postage, free-shipping threshold and freight charge', ({ shop, locale, country }) => {
    const postage = createPostageRepo(db);
    const currency = SHOP_CURRENCY[shop];
    const facts = SHIPPING[shop];
    const goods = (lines: { shopAmount: number; freight: boolean }[]) =>
      lines.map((line) => ({ taxedTotal: line.shopAmount / currency.rate, freight: line.freight, undeliverable: false }));
    const charged = (lines: { shopAmount: number; freight: boolean }[]) => {
      const cost = postage.postage(country, DELIVERY_MODULES.parcel, goods(lines));
      return cost ? converter(currency.rate)(cost.postage_amount_taxed) : null;
    };
    // What the cart applies, in the shop's currency.
    expect(charged([{ shopAmount: facts.freeFrom - 0.01, freight: false }])).toBe(facts.parcel);
    expect(charged([{ shopAmount: facts.freeFrom, freight: false }])).toBe(0);
    expect(charged([{ shopAmount: 10, freight: true }])).toBe(facts.freight);
    expect(charged([{ shopAmount: facts.freeFrom * 3, freight: true }, { shopAmount: 5, freight: false }])).toBe(facts.freight);
    const threshold = postage.postage(country, DELIVERY_MODULES.parcel, goods([{ shopAmount: 1, freight: false }]))?.free_from_taxed ?? 0;
    expect(converter(currency.rate)(threshold)).toBe(facts.freeFrom);

    // What the texts say: exactly these amounts, in the shop's currency format.
    const named = new Set([shopMoney(shop, facts.parcel), shopMoney(shop, facts.freeFrom), shopMoney(shop, facts.freight)]);
    const shippingPage = page(locale, SHIPPING_PAGE[shop]);
    expect(new Set(amounts(shop, shippingPage))).toEqual(named);
    const faq = page(locale, shop === 'ro' ? 'Întrebări frecvente' : 'Häufige Fragen (FAQ)');
    expect(new Set(amounts(shop, faq))).toEqual(named);
    expect(amounts(shop, moduleValue('SalesBar', locale, 'salesbar_message'))).toEqual([shopMoney(shop, facts.freeFrom)]);
  });

  test('amounts are written as the storefront writes them in each shop', () => {
    expect(shopMoney('at', 5.9)).toBe('€\u00a05,90');
    expect(shopMoney('de', 5.9)).toBe('5,90\u00a0€');
    expect(shopMoney('ro', 1000)).toBe('1.000,00\u00a0lei');
  });
});

describe('one source for the hours: header, footer, contact page, showrooms and pickup centres say the same', () => {
  test('support hours as running text and per day', () => {
    expect(supportHoursText('de')).toBe('Mo–Do 8:00–17:00, Fr 8:00–13:00');
    expect(supportHoursText('ro')).toBe('Lun–Joi 8:00–17:00, Vin 8:00–13:00');
    const split: OpeningHours[] = [
      { days: ['Monday', 'Tuesday', 'Wednesday'], opens: '08:00', closes: '12:00' },
      { days: ['Monday', 'Tuesday', 'Wednesday'], opens: '13:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:00' },
    ];
    expect(hoursText(split, 'de')).toBe('Mo–Mi 8:00–12:00 und 13:00–17:00, Sa 9:00–12:00');
    expect(hoursText(split, 'ro')).toBe('Lun–Mie 8:00–12:00 și 13:00–17:00, Sâm 9:00–12:00');
  });

  test.each(SHOPS)('$shop: support hours in the system config, the header info and the contact page', ({ shop, locale }) => {
    const language = SHOP_LANGUAGE[shop];
    const hours = supportHoursText(language);
    expect(system('support_time', locale)).toBe(hours);
    expect(hours).toContain(system('support_time_mo_th', locale));
    expect(hours).toContain(system('support_time_fr', locale));
    expect(moduleValue('HeaderInfo', locale, 'text_more')).toContain(hours);
    expect(page(locale, shop === 'ro' ? 'Contact' : 'Kontakt')).toContain(hours);
  });

  test.each(SHOPS)('$shop: each showroom page, the showrooms overview, the footer line and the pickup centre agree', ({ shop, locale }) => {
    const language = SHOP_LANGUAGE[shop];
    const showrooms = db
      .prepare(
        `SELECT i.title, i.postscriptum FROM content_i18n i JOIN content_folder cf ON cf.content_id = i.id JOIN folder_i18n f ON f.id = cf.folder_id AND f.locale = i.locale
         WHERE i.locale = ? AND f.title IN ('Schauräume', 'Showrooms', 'Showroomuri')`,
      )
      .all(locale) as { title: string; postscriptum: string }[];
    expect(showrooms.length).toBeGreaterThan(0);
    const overview = page(locale, shop === 'ro' ? 'Showroomuri' : shop === 'at' ? 'Schauräume' : 'Showrooms');
    for (const showroom of showrooms) {
      const details = JSON.parse(showroom.postscriptum) as { street: string; phone: string; opening_hours: OpeningHours[] };
      const hours = hoursText(details.opening_hours, language);
      expect(overview).toContain(`${showroom.title}: ${details.street}`);
      expect(overview).toContain(hours);
      // The showroom as a fulfilment centre: the page's phone, and its name and hours in the shop's language.
      const centre = db
        .prepare('SELECT c.phone, i.name, i.opening_hours AS hours FROM fulfilment_center c JOIN fulfilment_center_i18n i ON i.id = c.id AND i.locale = ? WHERE c.address = ?')
        .get(locale, details.street) as { phone: string; name: string; hours: string } | undefined;
      expect(centre?.phone).toBe(details.phone);
      expect(centre?.name).toBe(showroom.title);
      expect(JSON.parse(centre?.hours ?? '[]')).toEqual(hoursRows(details.opening_hours, language));
    }
    const footerLine = system('opening_times', locale);
    expect(showrooms.some((showroom) => footerLine === `${showroom.title}: ${hoursText((JSON.parse(showroom.postscriptum) as { opening_hours: OpeningHours[] }).opening_hours, language)}`)).toBe(true);
  });
});

describe('delivery promises agree with the product pages', () => {
  test.each(SHOPS)('$shop: delivery, FAQ and header name the in-stock delivery time of the product pages', ({ shop, locale }) => {
    const range = `${IN_STOCK_DAYS.min}–${IN_STOCK_DAYS.max}`;
    const pages = [page(locale, shop === 'ro' ? 'Livrare' : 'Lieferung'), page(locale, shop === 'ro' ? 'Întrebări frecvente' : 'Häufige Fragen (FAQ)'), moduleValue('HeaderInfo', locale, 'text_more')];
    for (const value of pages) {
      expect(value).toContain(`${range} ${shop === 'ro' ? 'zile lucrătoare' : 'Werktag'}`);
      // No other working-day range (the old '1–3 Werktage' next to the product pages' '1–2').
      const ranges = [...value.matchAll(/(\d+)–(\d+) (Werktag|zile lucrătoare)/g)].map((m) => `${m[1]}–${m[2]}`);
      expect(new Set(ranges)).toEqual(new Set([range]));
    }
  });
});

describe('payment and delivery names of each shop', () => {
  /** Footer logo codes and the checkout's payment modules they stand for. */
  const KIND: Record<string, string> = {
    paypal: 'PayPal', 'visa-mastercard': 'card', 'klarna-sofort': 'Sofort', vorkasse: 'Vorkasse', 'ordin-de-plata': 'Vorkasse', ramburs: 'Nachnahme', nachnahme: 'Nachnahme',
  };
  const CARD = new Set(['GlobalPayments', 'StripePayment']);

  test.each(SHOPS)('$shop: the footer shows the methods the checkout offers, named in the shop language', ({ shop, locale }) => {
    const logos = JSON.parse((db.prepare("SELECT value FROM locale_config WHERE locale = ? AND name = 'payment_logos'").get(locale) as { value: string }).value) as { code: string; title: string }[];
    const offered = (db.prepare('SELECT m.code FROM payment_module_shop s JOIN payment_module m ON m.id = s.payment_module_id WHERE s.locale = ? AND s.active = 1').all(locale) as { code: string }[]).map(
      (row) => (CARD.has(row.code) ? 'card' : row.code),
    );
    expect(new Set(logos.map((logo) => KIND[logo.code]))).toEqual(new Set(offered));
    const titles = logos.map((logo) => logo.title).join(' ');
    if (shop === 'ro') expect(titles).not.toMatch(/Vorkasse|Nachnahme|Spedition/);
    else expect(titles).not.toMatch(/Ramburs|Ordin/);
  });
});
