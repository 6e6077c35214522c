import type { Db } from '@/backend/db/open';
import { isSeeded, openDatabase } from '@/backend/db/open';
import type { SeedReport } from './run';
import { seedDatabase } from './run';
import { UrlRegistry, theliaSlug } from './slug';

let db: Db;
let report: SeedReport;
beforeAll(() => {
  db = openDatabase(':memory:');
  report = seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const all = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: (string | number)[]) => Object.values(db.prepare(sql).get(...params) as Record<string, number>)[0];

describe('Thelia rewriting URLs', () => {
  it('lowercases, turns non-word runs into dashes and appends .html, keeping letters', () => {
    expect(theliaSlug('Grohe Eurosmart Einhand-Waschtischbatterie S-Size')).toBe('grohe-eurosmart-einhand-waschtischbatterie-s-size.html');
    expect(theliaSlug('Kermi Profil-K Flachheizkörper Typ 22 600x1000')).toBe('kermi-profil-k-flachheizkörper-typ-22-600x1000.html');
    expect(theliaSlug('Baterie lavoar monocomandă Grohe')).toBe('baterie-lavoar-monocomandă-grohe.html');
    expect(theliaSlug('Dusch- & Brausesysteme')).toBe('dusch-brausesysteme.html');
    expect(theliaSlug('  ***  ')).toBe('item.html');
  });

  it('adds -1, -2 on collisions, per locale', () => {
    const registry = new UrlRegistry();
    expect(registry.generate('de_AT', 'Radiatoare')).toBe('radiatoare.html');
    expect(registry.generate('de_AT', 'Radiatoare')).toBe('radiatoare-1.html');
    expect(registry.generate('de_AT', 'Radiatoare')).toBe('radiatoare-2.html');
    expect(registry.generate('de_DE', 'Radiatoare')).toBe('radiatoare.html');
  });
});

describe('seed figures', () => {
  it('has at least 2,600 visible products over the whole tree', () => {
    expect(report.visibleProducts).toBeGreaterThanOrEqual(2600);
    expect(value('SELECT COUNT(*) FROM product WHERE visible = 1')).toBe(report.visibleProducts);
    expect(value('SELECT COUNT(*) FROM product WHERE visible = 0')).toBeGreaterThan(0);
    expect(report.pses).toBeGreaterThan(report.products);
    expect(report.brands).toBe(34);
    expect(isSeeded(db)).toBe(true);
  });

  it('has every stored stock state on several PSEs and undeliverable countries for freight', () => {
    const states = new Map(all<{ s: string; n: number }>('SELECT stock_state AS s, COUNT(*) AS n FROM product_sale_elements GROUP BY stock_state').map((r) => [r.s, r.n]));
    for (const state of ['in_stock', 'out_of_stock', 'order_extra', 'backorder', 'available_from', 'on_demand']) expect(states.get(state)).toBeGreaterThan(20);
    const blocked = all<{ c: number; n: number }>('SELECT country_id AS c, COUNT(*) AS n FROM product_undeliverable_country GROUP BY country_id');
    expect(blocked.map((b) => b.c)).toEqual(expect.arrayContaining([5, 13, 146]));
    expect(value("SELECT COUNT(*) FROM product_sale_elements WHERE stock_state = 'available_from' AND available_from <= '2026-11-22'")).toBe(0);
  });

  it('has categories without products and second-level categories with more than five children', () => {
    const empty = all<{ id: number }>(
      `SELECT c.id FROM category c WHERE NOT EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = c.id)`,
    );
    expect(empty.length).toBeGreaterThanOrEqual(2);
    const wide = all<{ id: number }>(
      `SELECT c.id FROM category c JOIN category p ON p.id = c.parent AND p.parent = 0
       WHERE (SELECT COUNT(*) FROM category k WHERE k.parent = c.id) > 5`,
    );
    expect(wide.length).toBeGreaterThanOrEqual(2);
  });

  it('has list prices, promotions with price history, badges, documents, links, unit prices and multiples', () => {
    expect(value('SELECT COUNT(*) FROM product_price WHERE listen_price IS NOT NULL')).toBeGreaterThan(500);
    // Every PSE has its price history from its launch (ADR 0032); a promotion's history ends in the promotion's price.
    expect(value('SELECT COUNT(DISTINCT product_sale_elements_id) FROM product_price_history')).toBe(value('SELECT COUNT(*) FROM product_sale_elements'));
    expect(value('SELECT COUNT(DISTINCT keyword_id) FROM product_keyword')).toBe(5);
    expect(value('SELECT COUNT(*) FROM product_document')).toBe(report.documents);
    expect(all<{ t: string }>('SELECT DISTINCT type AS t FROM product_association ORDER BY t').map((r) => r.t)).toEqual(['accessory', 'alternative', 'related', 'upsell']);
    expect(all<{ u: string }>('SELECT DISTINCT unit AS u FROM product WHERE unit IS NOT NULL ORDER BY u').map((r) => r.u)).toEqual(['l', 'm', 'm2']);
    expect(value('SELECT COUNT(*) FROM product WHERE quantity_multiple > 1 AND min_quantity > 1')).toBeGreaterThan(10);
    expect(value('SELECT COUNT(*) FROM product WHERE rating_value IS NOT NULL')).toBeGreaterThan(500);
    expect(value("SELECT COUNT(*) FROM product WHERE freight = 1 AND kind IN ('bathtub', 'boiler')")).toBeGreaterThan(50);
  });

  it('starts every promotion after its product was launched, and gives a product without one its regular price', () => {
    expect(value('SELECT COUNT(*) FROM product_sale_elements WHERE promo = 1')).toBeGreaterThan(100);
    expect(value(`SELECT COUNT(*) FROM product_price pp JOIN product_sale_elements d ON d.id = pp.product_sale_elements_id
      JOIN product p ON p.id = d.product_id WHERE d.promo = 1 AND pp.promo_start <= substr(p.created_at, 1, 10)`)).toBe(0);
    expect(value(`SELECT COUNT(*) FROM product_price pp JOIN product_sale_elements d ON d.id = pp.product_sale_elements_id
      WHERE d.promo = 0 AND (pp.promo_price <> pp.price OR pp.promo_start IS NOT NULL)`)).toBe(0);
  });
});

describe('rewriting rows', () => {
  it('has URLs for every product, category and brand in every locale, shared German URLs in AT and DE', () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      expect(value("SELECT COUNT(DISTINCT view_id) FROM rewriting_url WHERE view = 'product' AND view_locale = ? AND redirected IS NULL", locale)).toBe(report.products);
      expect(value("SELECT COUNT(DISTINCT view_id) FROM rewriting_url WHERE view = 'category' AND view_locale = ?", locale)).toBe(report.categories);
      expect(value("SELECT COUNT(*) FROM rewriting_url WHERE redirected IS NOT NULL AND view_locale = ?", locale)).toBeGreaterThanOrEqual(20);
      expect(value("SELECT COUNT(*) FROM rewriting_url WHERE view = 'pse' AND view_locale = ?", locale)).toBeGreaterThan(50);
    }
    expect(value("SELECT COUNT(*) FROM rewriting_url a JOIN rewriting_url b ON a.url = b.url AND a.view_id = b.view_id WHERE a.view_locale = 'de_AT' AND b.view_locale = 'de_DE'")).toBeGreaterThan(3000);
    expect(value("SELECT COUNT(*) FROM rewriting_url WHERE url LIKE '%-1.html'")).toBeGreaterThan(0);
  });

  it('has the fixed legal slugs in the right locales only', () => {
    const german = ['bezahlen', 'lieferung', 'datenschutz', 'agb.html', 'faq', 'presse', 'Impressum', 'widerrufsrecht', 'versandkosten'];
    const translated = ['data-protection', 'terms-and-conditions', 'right-of-withdrawal', 'imprint', 'press', 'pay', 'delivery'];
    const romanian = [
      'confidentialitatea-datelor.html', 'termeni-si-conditii.html', 'returul-produselor.html', 'faq-intrebari-frecvente.html', 'metode-de-plata.html',
      'costuri-de-transport-si-conditii-de-livrare.html', 'despre-noi.html', 'conditii-de-garantie.html', 'manual-de-utilizare-1.html',
    ];
    const has = (locale: string, url: string) => value("SELECT COUNT(*) FROM rewriting_url WHERE view = 'content' AND view_locale = ? AND url = ? AND redirected IS NULL", locale, url) === 1;
    for (const locale of ['de_AT', 'de_DE']) for (const url of [...german, ...translated]) expect({ locale, url, ok: has(locale, url) }).toEqual({ locale, url, ok: true });
    for (const url of [...romanian, ...translated]) expect({ url, ok: has('ro_RO', url) }).toEqual({ url, ok: true });
    for (const url of ['conditii-de-garantie.html', 'manual-de-utilizare-1.html']) expect(value('SELECT COUNT(*) FROM rewriting_url WHERE url = ?', url)).toBe(1);
  });
});

describe('determinism', () => {
  it('gives identical rows on a second seed', () => {
    const other = openDatabase(':memory:');
    seedDatabase(other, { now: new Date('2026-11-22T18:00:00Z') });
    for (const sql of [
      'SELECT * FROM product ORDER BY id',
      'SELECT * FROM product_i18n ORDER BY id, locale',
      'SELECT * FROM product_sale_elements ORDER BY id',
      'SELECT * FROM product_price ORDER BY product_sale_elements_id',
      'SELECT * FROM rewriting_url ORDER BY id',
      'SELECT * FROM locale_config ORDER BY locale, name',
    ]) {
      expect(other.prepare(sql).all()).toEqual(db.prepare(sql).all());
    }
    other.close();
  });
});
