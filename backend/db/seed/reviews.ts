import type { Db } from '@/backend/db/open';
import type { ProductDraft } from './product-build';
import { REFERENCE_DATE, isoTime } from './locales';
import { Rng, SEED } from './random';
import type { Pair, Tone } from './reviews-data';
import { ASPECTS, CLOSINGS, EXPERIENCES, FIRST_NAMES, GROUP_TITLES, INITIALS, REVIEW_GROUP, SITUATIONS, TITLES } from './reviews-data';

/** Salt of the reviews' own generator: independent of the catalogue's chain, so adding reviews shifts nothing else. */
const REVIEW_SALT = 0x5e7e;
/** Reviews of the best-selling products; most products have a handful. */
export const MAX_REVIEWS = 24;
const BEST_SALES = 2400;

type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Stars of one review for a product whose reviews average about `target` (3.2-5): the J-shaped spread of real shops
 * (mostly fives and fours, a few ones, threes and twos more often the weaker the product).
 */
export function drawStars(r: Rng, target: number): Stars {
  const weak = Math.min(1, Math.max(0, (5 - target) / 2));
  const weights: [Stars, number][] = [[1, 0.03 + 0.07 * weak], [2, 0.02 + 0.06 * weak], [3, 0.05 + 0.12 * weak], [4, 0.2 + 0.1 * weak]];
  let x = r.next();
  for (const [stars, weight] of weights) {
    if (x < weight) return stars;
    x -= weight;
  }
  return 5;
}

/** How many reviews a product has: grows with its sales (a bestseller dozens, a niche part one or two). */
export function reviewCount(r: Rng, salesCount: number): number {
  const share = Math.pow(Math.min(1, Math.max(0, salesCount) / BEST_SALES), 0.6);
  return Math.min(MAX_REVIEWS, 1 + Math.floor(share * MAX_REVIEWS * (0.35 + 0.65 * r.next())));
}

const toneOf = (stars: Stars): Tone => (stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad');

/** A review's title and text, each in German and Romanian. */
export type ReviewText = { title: Pair; content: Pair };

/**
 * Writes review texts that fit a product kind and never repeat: each text is a sentence about the product type, one
 * about buying or service and the buyer's situation, in one of two orders, and a closing remark or none; a text
 * already used anywhere is drawn again. `seenOnProduct` holds the titles and sentences of the product's earlier reviews, which are avoided while others are left.
 */
export function createReviewWriter(r: Rng) {
  const used = new Set<string>();
  return (kind: ProductDraft['kind'], stars: Stars, seenOnProduct: Set<string>): ReviewText | null => {
    const group = REVIEW_GROUP[kind];
    const tone = toneOf(stars);
    // Sentences this product's reviews have not used yet come first, so its reviews read like different people.
    const fresh = (pool: readonly Pair[]) => {
      const unused = pool.filter((s) => !seenOnProduct.has(s.de));
      return unused.length > 0 ? unused : pool;
    };
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const relaxed = attempt >= 40;
      const aspect = r.pick(relaxed ? ASPECTS[group][tone] : fresh(ASPECTS[group][tone]));
      const experience = r.pick(relaxed ? EXPERIENCES[tone] : fresh(EXPERIENCES[tone]));
      const situation = r.pick(relaxed ? SITUATIONS : fresh(SITUATIONS));
      const closing = r.pick(relaxed ? CLOSINGS[tone] : fresh(CLOSINGS[tone]));
      const order = (r.chance(0.5) ? [aspect, experience, situation] : [situation, aspect, experience]).concat(closing.de ? [closing] : []);
      const content = { de: order.map((s) => s.de).join(' '), ro: order.map((s) => s.ro).join(' ') };
      if (used.has(content.de)) continue;
      used.add(content.de);
      const title = r.pick(fresh([...TITLES[tone], ...GROUP_TITLES[group][tone]]));
      // The empty closing stays available to every review.
      for (const part of [title, ...order]) if (part.de) seenOnProduct.add(part.de);
      return { title, content };
    }
    return null;
  };
}

/**
 * Approved reviews (title, text, stars, author, date) for the products the seed rated, plus some awaiting
 * moderation. Texts fit the product kind and are never repeated; counts follow sales; stars spread like a real
 * shop's. The product's rating (card and detail) is then set to the average and count of its approved reviews, so
 * the page's rating and its review list always agree. Returns the approved count.
 */
export function seedReviews(db: Db, drafts: readonly ProductDraft[]): number {
  const r = new Rng(SEED ^ REVIEW_SALT);
  const write = createReviewWriter(r);
  const comment = db.prepare('INSERT INTO product_comment (product_id, rating, author, created_at, approved) VALUES (?, ?, ?, ?, ?)');
  const text = db.prepare('INSERT INTO product_comment_i18n (id, lang, title, content) VALUES (?, ?, ?, ?)');
  const rating = db.prepare('UPDATE product SET rating_value = ?, rating_count = ? WHERE id = ?');
  let approvedTotal = 0;
  // Most-sold first, so the products with the most reviews get their texts before the pool of a kind thins out.
  const rated = drafts.filter((d) => d.rating && d.visible).sort((a, b) => b.salesCount - a.salesCount || a.id - b.id);
  for (const d of rated) {
    // The draft's rating (3.2-5) places the product between a middling (3.8) and an excellent one (5).
    const target = 3.8 + (((d.rating?.value ?? 4.4) - 3.2) / 1.8) * 1.2;
    const count = reviewCount(r, d.salesCount);
    const pending = r.chance(0.15) ? 1 : 0;
    const seen = new Set<string>();
    const stars: Stars[] = [];
    // Whole days online before the reference date; a product online for less than two days has no reviews yet.
    const ageDays = Math.floor((REFERENCE_DATE.getTime() - new Date(d.createdAt).getTime()) / 86_400_000);
    if (ageDays < 2) {
      rating.run(null, null, d.id);
      continue;
    }
    for (let i = 0; i < count + pending; i += 1) {
      const value = drawStars(r, target);
      const body = write(d.kind, value, seen);
      if (!body) continue;
      const approved = i < count;
      // Written after the product went online and before the reference date.
      const createdAt = isoTime(REFERENCE_DATE, -r.int(1, Math.min(ageDays - 1, 700)), r.int(7 * 60, 22 * 60));
      const author = `${r.pick(FIRST_NAMES)} ${r.pick(INITIALS)}.`;
      const id = Number(comment.run(d.id, value, author, createdAt, approved ? 1 : 0).lastInsertRowid);
      text.run(id, 'de', body.title.de, body.content.de);
      text.run(id, 'ro', body.title.ro, body.content.ro);
      if (approved) stars.push(value);
    }
    if (stars.length === 0) {
      rating.run(null, null, d.id);
      continue;
    }
    const average = Math.round((stars.reduce((sum, s) => sum + s, 0) / stars.length) * 10) / 10;
    rating.run(average, stars.length, d.id);
    approvedTotal += stars.length;
  }
  return approvedTotal;
}
