import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { Rng } from './random';
import { ASPECTS, REVIEW_GROUP } from './reviews-data';
import { MAX_REVIEWS, createReviewWriter, drawStars, reviewCount } from './reviews';
import { seedDatabase } from './run';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const all = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params) as T[];

describe('seeded reviews', () => {
  it('S3-46 never repeat a text, in either language, nor a title on a product with a handful of reviews', () => {
    for (const lang of ['de', 'ro']) {
      const repeated = all<{ content: string; n: number }>(
        'SELECT content, COUNT(*) AS n FROM product_comment_i18n WHERE lang = ? GROUP BY content HAVING n > 1', lang,
      );
      expect(repeated).toEqual([]);
    }
    // A product with a handful of reviews shows as many different titles; a bestseller's short titles may recur.
    const twice = all(
      `SELECT c.product_id, i.title, COUNT(*) AS n FROM product_comment c JOIN product_comment_i18n i ON i.id = c.id AND i.lang = 'de'
       JOIN product p ON p.id = c.product_id WHERE p.rating_count <= 5 GROUP BY c.product_id, i.title HAVING n > 1`,
    );
    expect(twice).toEqual([]);
    // Nor the same sentence about the product in two of its first five reviews.
    const products = all<{ id: number }>('SELECT id FROM product WHERE rating_count BETWEEN 2 AND 5 AND visible = 1 LIMIT 200');
    for (const { id } of products) {
      const firstSentences = all<{ content: string }>(
        `SELECT i.content FROM product_comment c JOIN product_comment_i18n i ON i.id = c.id AND i.lang = 'de' WHERE c.product_id = ? AND c.approved = 1`, id,
      ).map((row) => row.content.split('. ').map((sentence) => sentence.replace(/\.$/, '')));
      const sentences = firstSentences.flat();
      expect(sentences.filter((x, i) => sentences.indexOf(x) !== i)).toEqual([]);
    }
  });

  it('fit the product kind: a boiler review speaks of heating, a tap review of the tap', () => {
    const sample = (kind: string) =>
      all<{ content: string }>(
        `SELECT i.content FROM product_comment c JOIN product p ON p.id = c.product_id JOIN product_comment_i18n i ON i.id = c.id AND i.lang = 'de' WHERE p.kind = ?`,
        kind,
      ).map((row) => row.content);
    const boilerSentences = Object.values(ASPECTS.heater).flat().map((s) => s.de);
    const tapSentences = Object.values(ASPECTS.tap).flat().map((s) => s.de);
    const boilers = sample('boiler');
    expect(boilers.length).toBeGreaterThan(20);
    expect(boilers.every((text) => boilerSentences.some((s) => text.includes(s)))).toBe(true);
    expect(boilers.some((text) => tapSentences.some((s) => text.includes(s)))).toBe(false);
    expect(sample('tap').every((text) => tapSentences.some((s) => text.includes(s)))).toBe(true);
  });

  it('spread like a real shop: many products with a few reviews, bestsellers with dozens, mostly 4 and 5 stars but every rating', () => {
    const counts = all<{ n: number }>('SELECT rating_count AS n FROM product WHERE rating_count IS NOT NULL AND visible = 1').map((r) => r.n);
    expect(counts.length).toBeGreaterThan(500);
    expect(counts.filter((n) => n <= 3).length).toBeGreaterThan(counts.length * 0.3);
    expect(Math.max(...counts)).toBeGreaterThan(20);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_REVIEWS);
    const stars = new Map(all<{ s: number; n: number }>('SELECT rating AS s, COUNT(*) AS n FROM product_comment WHERE approved = 1 GROUP BY rating').map((r) => [r.s, r.n]));
    const total = [...stars.values()].reduce((a, b) => a + b, 0);
    expect(((stars.get(5) ?? 0) + (stars.get(4) ?? 0)) / total).toBeGreaterThan(0.7);
    for (const s of [1, 2, 3]) expect(stars.get(s)).toBeGreaterThan(total * 0.02);
    // The rating on cards is the average of the approved reviews.
    const off = all(
      `SELECT p.id FROM product p WHERE p.visible = 1 AND p.rating_count IS NOT NULL AND (p.rating_count <> (SELECT COUNT(*) FROM product_comment c WHERE c.product_id = p.id AND c.approved = 1)
         OR ABS(p.rating_value - (SELECT AVG(rating) FROM product_comment c WHERE c.product_id = p.id AND c.approved = 1)) > 0.051)`,
    );
    expect(off).toEqual([]);
  });

  it('names authors by first name and initial, with dates after the product went online', () => {
    expect(all("SELECT 1 FROM product_comment WHERE author NOT GLOB '* ?.'")).toEqual([]);
    expect(all('SELECT 1 FROM product_comment c JOIN product p ON p.id = c.product_id WHERE c.created_at < p.created_at')).toEqual([]);
  });
});

describe('review parts', () => {
  it('draws more low stars for a weaker product', () => {
    const mean = (target: number) => {
      const r = new Rng(7);
      let sum = 0;
      for (let i = 0; i < 4000; i += 1) sum += drawStars(r, target);
      return sum / 4000;
    };
    expect(mean(5)).toBeGreaterThan(4.3);
    expect(mean(3.2)).toBeLessThan(mean(4.4) - 0.3);
  });

  it('gives more reviews to products that sell more, and stops writing when a kind has no new text left', () => {
    const r = new Rng(3);
    expect(reviewCount(r, 0)).toBe(1);
    expect(reviewCount(r, 2400)).toBeGreaterThan(reviewCount(new Rng(3), 200));
    const write = createReviewWriter(new Rng(1));
    const texts = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const body = write('sealant', 1, new Set());
      if (body) texts.add(body.content.de);
    }
    expect(REVIEW_GROUP.sealant).toBe('install');
    expect(texts.size).toBeLessThanOrEqual(4 * 5 * 10 * 2 * 3);
    expect(texts.size).toBeGreaterThan(300);
  });
});
