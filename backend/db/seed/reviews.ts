import type { Db } from '@/backend/db/open';
import type { ProductDraft } from './product-build';
import { REFERENCE_DATE, isoTime } from './locales';
import { Rng, SEED } from './random';
import { REVIEW_AUTHORS, REVIEW_TEXTS } from './reviews-data';

/** Salt of the reviews' own generator: independent of the catalogue's chain, so adding reviews shifts nothing else. */
const REVIEW_SALT = 0x5e7e;
const MAX_REVIEWS = 6;

type Stars = 1 | 2 | 3 | 4 | 5;

/** Stars around a target average: mostly the two nearest whole stars. */
function starsNear(r: Rng, target: number): Stars {
  const low = Math.min(5, Math.max(1, Math.floor(target)));
  const high = Math.min(5, low + 1);
  return (r.chance(target - low) ? high : low) as Stars;
}

/**
 * Approved reviews (title, text, stars, author's first name, date) for the products the seed rated, plus a few
 * unapproved ones awaiting moderation. The product's rating (card and detail) is then set to the average and count
 * of its approved reviews, so the page's rating and its review list always agree. Returns the approved count.
 */
export function seedReviews(db: Db, drafts: readonly ProductDraft[]): number {
  const r = new Rng(SEED ^ REVIEW_SALT);
  const comment = db.prepare('INSERT INTO product_comment (product_id, rating, author, created_at, approved) VALUES (?, ?, ?, ?, ?)');
  const text = db.prepare('INSERT INTO product_comment_i18n (id, lang, title, content) VALUES (?, ?, ?, ?)');
  const rating = db.prepare('UPDATE product SET rating_value = ?, rating_count = ? WHERE id = ?');
  let approvedTotal = 0;
  for (const d of drafts) {
    if (!d.rating || !d.visible) continue;
    const count = r.int(1, MAX_REVIEWS);
    const stars: Stars[] = [];
    for (let i = 0; i < count + 1; i += 1) {
      const value = starsNear(r, d.rating.value);
      const approved = i < count;
      const options = REVIEW_TEXTS[value];
      const body = options[r.int(0, options.length - 1)] ?? REVIEW_TEXTS[5][0];
      if (!body) continue;
      // A review is written after the product went online and before the reference date.
      const created = isoTime(REFERENCE_DATE, -r.int(1, 300), r.int(7 * 60, 22 * 60));
      const createdAt = created < d.createdAt ? d.createdAt : created;
      const id = Number(comment.run(d.id, value, r.pick(REVIEW_AUTHORS), createdAt, approved ? 1 : 0).lastInsertRowid);
      text.run(id, 'de', body.de.title, body.de.content);
      text.run(id, 'ro', body.ro.title, body.ro.content);
      if (approved) stars.push(value);
    }
    const average = Math.round((stars.reduce((sum, s) => sum + s, 0) / stars.length) * 10) / 10;
    rating.run(average, stars.length, d.id);
    approvedTotal += stars.length;
  }
  return approvedTotal;
}
