import { getFormatter, getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/page-messages';
import { ReviewIslandAfterHydration } from '@/components/reviews/review-island-after-hydration';
import type { CommentsResponse } from '@/contract/product';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { RatingStars } from './rating-stars';
import styles from './sections.module.css';

/**
 * The approved reviews with their stars, how reviews are checked (only buyers, moderated: the law asks shops that show
 * reviews to say so), and the review island that decides per shopper after the cached page (ADR 0030).
 */
export async function ProductReviews({ locale, reviews, pseId }: { locale: string; reviews: CommentsResponse; pseId: number }) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const tr = await getTranslations({ locale, namespace: 'Reviews' });
  const format = await getFormatter({ locale });
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('reviews')}</h2>
      <p className={styles.muted} data-testid="reviews-how-checked">
        {tr('howChecked')}
      </p>
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
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.reviews}>
        <ReviewIslandAfterHydration pseId={pseId} />
      </PageMessages>
    </section>
  );
}
