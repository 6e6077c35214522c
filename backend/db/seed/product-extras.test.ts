import { BESTSELLER_KEYWORD_ID } from '@/backend/db/constants';
import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { BESTSELLERS_PER_LEAF, MAX_BADGES } from './product-extras';
import { seedDatabase } from './run';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const all = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params) as T[];

describe('badges', () => {
  it('S2-175 S3-14 keyword badges are used sparingly: a few bestsellers per category (its top sellers), at most two badges a product', () => {
    const perLeaf = all<{ leaf: number; n: number }>(
      `SELECT pc.category_id AS leaf, COUNT(*) AS n FROM product_keyword k JOIN product_category pc ON pc.product_id = k.product_id
       WHERE k.keyword_id = ? GROUP BY pc.category_id`,
      BESTSELLER_KEYWORD_ID,
    );
    expect(perLeaf.length).toBeGreaterThan(30);
    expect(Math.max(...perLeaf.map((l) => l.n))).toBeLessThanOrEqual(BESTSELLERS_PER_LEAF);
    // A bestseller outsells every product of its category without the badge.
    const outsold = all<{ id: number }>(
      `SELECT b.product_id AS id FROM product_keyword b JOIN product pb ON pb.id = b.product_id JOIN product_category cb ON cb.product_id = pb.id
       WHERE b.keyword_id = ? AND EXISTS (
         SELECT 1 FROM product o JOIN product_category co ON co.product_id = o.id AND co.category_id = cb.category_id
         WHERE o.visible = 1 AND o.sales_count > pb.sales_count
           AND NOT EXISTS (SELECT 1 FROM product_keyword x WHERE x.product_id = o.id AND x.keyword_id = ?))`,
      BESTSELLER_KEYWORD_ID,
      BESTSELLER_KEYWORD_ID,
    );
    expect(outsold).toEqual([]);
    const crowded = all<{ n: number }>('SELECT COUNT(*) AS n FROM product_keyword GROUP BY product_id HAVING n > ?', MAX_BADGES);
    expect(crowded).toEqual([]);
    const share = all<{ s: number }>('SELECT CAST(COUNT(DISTINCT product_id) AS REAL) / (SELECT COUNT(*) FROM product WHERE visible = 1) AS s FROM product_keyword')[0]?.s ?? 1;
    expect(share).toBeLessThan(0.25);
  });

  it('give Sale only to promotions and Neu only to new products', () => {
    expect(all('SELECT 1 FROM product_keyword k JOIN product_sale_elements d ON d.product_id = k.product_id AND d.is_default = 1 WHERE k.keyword_id = 2 AND d.promo = 0')).toEqual([]);
    expect(all('SELECT 1 FROM product_keyword k JOIN product_sale_elements d ON d.product_id = k.product_id AND d.is_default = 1 WHERE k.keyword_id = 1 AND d.newness = 0')).toEqual([]);
  });
});

describe('linked products', () => {
  it('offer a boiler only spare parts of its own maker, and cartridges of the tap maker', () => {
    const foreign = all<{ source: number; target: number }>(
      `SELECT a.product_id AS source, a.target_id AS target FROM product_association a
       JOIN product s ON s.id = a.product_id JOIN product t ON t.id = a.target_id
       JOIN product_category tc ON tc.product_id = t.id JOIN category c ON c.id = tc.category_id
       JOIN rewriting_url u ON u.view = 'category' AND u.view_id = c.id AND u.view_locale = 'de_AT' AND u.redirected IS NULL
       WHERE a.type = 'accessory' AND s.brand_id IS NOT t.brand_id AND (u.url LIKE '%ersatzteile%' OR u.url LIKE '%kartuschen%')`,
    );
    expect(foreign).toEqual([]);
    const boilerParts = all<{ n: number }>(
      `SELECT COUNT(*) AS n FROM product_association a JOIN product s ON s.id = a.product_id JOIN product t ON t.id = a.target_id
       WHERE a.type = 'accessory' AND s.kind = 'boiler' AND t.kind = 'spare_part'`,
    )[0]?.n;
    expect(boilerParts).toBeGreaterThan(10);
  });

  it('are sent wherever the product is sent (no accessory the shop of the product cannot deliver)', () => {
    const blocked = all(
      `SELECT 1 FROM product_association a JOIN product_undeliverable_country tu ON tu.product_id = a.target_id
       WHERE NOT EXISTS (SELECT 1 FROM product_undeliverable_country su WHERE su.product_id = a.product_id AND su.country_id = tu.country_id)`,
    );
    expect(blocked).toEqual([]);
  });

  it('offer alternatives of other brands at a similar price, and dearer upsells', () => {
    const priced = (type: string, where: string) =>
      all(
        `WITH dp AS MATERIALIZED (SELECT d.product_id AS id, pp.price FROM product_sale_elements d
           JOIN product_price pp ON pp.product_sale_elements_id = d.id WHERE d.is_default = 1)
         SELECT 1 FROM product_association a JOIN dp sp ON sp.id = a.product_id JOIN dp tp ON tp.id = a.target_id
         JOIN product s ON s.id = a.product_id JOIN product t ON t.id = a.target_id WHERE a.type = '${type}' AND (${where})`,
      );
    expect(priced('alternative', 's.brand_id IS t.brand_id OR tp.price > sp.price * 1.3 OR tp.price < sp.price * 0.7')).toEqual([]);
    expect(priced('upsell', 'tp.price <= sp.price')).toEqual([]);
  });
});
