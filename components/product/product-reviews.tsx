import { getFormatter, getTranslations } from 'next-intl/server';
import type { CommentsResponse } from '@/lib/contract/product';
import { RatingStars } from './rating-stars';
import styles from './sections.module.css';

/** The approved reviews with their stars (writing a review comes with the account work). */
export async function ProductReviews({ locale, reviews }: { locale: string; reviews: CommentsResponse }) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const format = await getFormatter({ locale });
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('reviews')}</h2>
      {reviews.rating ? <RatingStars locale={locale} value={reviews.rating.value} count={reviews.rating.count} /> : null}
      {reviews.comments.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.comments.map((review) => (
            <li key={review.id}>
              <article>
                <h3>{review.title}</h3>
                <RatingStars locale={locale} value={review.rating} />
                <p>{review.content}</p>
                <p className={styles.muted}>
                  {t('reviewMeta', { author: review.author, date: format.dateTime(new Date(review.created_at), { dateStyle: 'medium' }) })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
