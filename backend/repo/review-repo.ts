import type { TheliaLocale } from '@/contract/common';
import type { OwnReview, ReviewRights, ReviewStatus } from '@/contract/account-reviews';
import type { z } from 'zod';
import type { moderationItemSchema } from '@/contract/account-reviews';
import type { Db } from '@/backend/db/open';

type ModerationItem = z.infer<typeof moderationItemSchema>;

/** Order states that do not count as a purchase: the order was cancelled, refunded or its payment failed. */
const NOT_BOUGHT = "('canceled', 'refunded', 'payment_error')";

const langOf = (locale: TheliaLocale): 'de' | 'ro' => (locale === 'ro_RO' ? 'ro' : 'de');

/**
 * Reviews written by customers and their moderation. A customer may review a product they bought: an order of any of
 * its variants, placed while logged in (the order's customer) or with the account's e-mail address as a guest, that
 * was not cancelled, refunded or failed. One review per customer and product while it waits or is shown; after a
 * rejection the customer may write a new one. A review waits (pending) until an operator approves or rejects it; only
 * approved ones are on the product page, and the product's rating is recomputed from them on each decision.
 */
export function createReviewRepo(db: Db, now: () => Date) {
  const productOfPse = db.prepare('SELECT product_id AS productId FROM product_sale_elements WHERE id = ?');
  const bought = db.prepare(
    `SELECT 1 AS yes FROM "order" o JOIN order_product op ON op.order_id = o.id
     WHERE op.product_id = @productId AND o.status NOT IN ${NOT_BOUGHT}
       AND (o.customer_id = @customerId OR lower(o.email) = (SELECT lower(email) FROM customer WHERE id = @customerId AND guest = 0))
     LIMIT 1`,
  );
  const ownOpen = db.prepare(
    `SELECT 1 AS yes FROM product_comment_customer pc JOIN product_comment c ON c.id = pc.comment_id
     WHERE pc.customer_id = ? AND c.product_id = ? AND pc.status IN ('pending', 'approved') LIMIT 1`,
  );
  const author = db.prepare('SELECT firstname FROM customer WHERE id = ? AND guest = 0');
  const insertComment = db.prepare('INSERT INTO product_comment (product_id, rating, author, created_at, approved) VALUES (?, ?, ?, ?, 0)');
  const insertText = db.prepare('INSERT INTO product_comment_i18n (id, lang, title, content) VALUES (?, ?, ?, ?)');
  const insertOwner = db.prepare("INSERT INTO product_comment_customer (comment_id, customer_id, pse_id, status) VALUES (?, ?, ?, 'pending')");
  const own = db.prepare(
    `SELECT c.id, c.product_id, COALESCE(pi.title, '') AS product_title, COALESCE(r.url, '') AS product_url, i.title, i.content, c.rating,
       pc.status, c.created_at
     FROM product_comment_customer pc JOIN product_comment c ON c.id = pc.comment_id
     JOIN product_comment_i18n i ON i.id = c.id
     LEFT JOIN product_i18n pi ON pi.id = c.product_id AND pi.locale = @locale
     LEFT JOIN rewriting_url r ON r.view = 'product' AND r.view_id = c.product_id AND r.view_locale = @locale AND r.redirected IS NULL
     WHERE pc.customer_id = @customerId ORDER BY c.created_at DESC, c.id DESC`,
  );
  const queue = db.prepare(
    `SELECT c.id, c.product_id, pc.customer_id, c.author, i.lang, i.title, i.content, c.rating, pc.status, c.created_at
     FROM product_comment_customer pc JOIN product_comment c ON c.id = pc.comment_id JOIN product_comment_i18n i ON i.id = c.id
     WHERE pc.status = ? ORDER BY c.id`,
  );
  const statusOf = db.prepare('SELECT pc.status, c.product_id AS productId FROM product_comment_customer pc JOIN product_comment c ON c.id = pc.comment_id WHERE pc.comment_id = ?');
  const decide = db.prepare('UPDATE product_comment_customer SET status = ?, moderated_at = ? WHERE comment_id = ?');
  const setApproved = db.prepare('UPDATE product_comment SET approved = ? WHERE id = ?');
  const ratingOf = db.prepare('SELECT AVG(rating) AS value, COUNT(*) AS count FROM product_comment WHERE product_id = ? AND approved = 1');
  const setRating = db.prepare('UPDATE product SET rating_value = ?, rating_count = ? WHERE id = ?');

  const productIdOf = (pseId: number) => (productOfPse.get(pseId) as { productId: number } | undefined)?.productId ?? null;

  return {
    /** Whether the customer may review the product of this variant; null for an unknown variant. */
    rights(customerId: number, pseId: number): ReviewRights | null {
      const productId = productIdOf(pseId);
      if (productId === null) return null;
      if (!bought.get({ productId, customerId })) return { allowed: false, reason: 'not-buyer' };
      if (ownOpen.get(customerId, productId)) return { allowed: false, reason: 'already-reviewed' };
      return { allowed: true, reason: null };
    },
    /** Stores a review as pending (after the rights check); answers its id, or null when the customer may not review. */
    submit(customerId: number, input: { pseId: number; title: string; content: string; rating: number; locale: TheliaLocale }): number | null {
      return db.transaction(() => {
        const productId = productIdOf(input.pseId);
        const name = author.get(customerId) as { firstname: string } | undefined;
        if (productId === null || !name) return null;
        if (!bought.get({ productId, customerId }) || ownOpen.get(customerId, productId)) return null;
        const id = Number(insertComment.run(productId, input.rating, name.firstname, now().toISOString()).lastInsertRowid);
        insertText.run(id, langOf(input.locale), input.title, input.content);
        insertOwner.run(id, customerId, input.pseId);
        return id;
      })();
    },
    /** The customer's own reviews with their moderation state, newest first. */
    own: (customerId: number, locale: TheliaLocale) => own.all({ customerId, locale }) as OwnReview[],
    /** The reviews in one moderation state (the operator's queue: pending), oldest first. */
    queue: (status: ReviewStatus) => queue.all(status) as ModerationItem[],
    /** Approves or rejects a customer's review; null for an unknown one. The product's rating follows its approved reviews. */
    moderate(commentId: number, decision: 'approve' | 'reject'): ReviewStatus | null {
      return db.transaction(() => {
        const row = statusOf.get(commentId) as { status: ReviewStatus; productId: number } | undefined;
        if (!row) return null;
        const status: ReviewStatus = decision === 'approve' ? 'approved' : 'rejected';
        decide.run(status, now().toISOString(), commentId);
        setApproved.run(status === 'approved' ? 1 : 0, commentId);
        const rating = ratingOf.get(row.productId) as { value: number | null; count: number };
        setRating.run(rating.count === 0 ? null : Math.round((rating.value ?? 0) * 10) / 10, rating.count === 0 ? null : rating.count, row.productId);
        return status;
      })();
    },
  };
}
