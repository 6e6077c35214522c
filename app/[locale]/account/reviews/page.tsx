import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import styles from '@/components/reviews/reviews.module.css';
import { customerPageContext } from '@/lib/account/page-guard';
import { toHref } from '@/lib/format/href';
import { ownReviewsCall } from '@/lib/reviews/review-calls';

/** One customer's reviews, read on every request with the customer's token. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const context = await customerPageContext();
  const t = await getTranslations({ locale: context.shop.locale, namespace: 'Reviews' });
  return { title: t('accountTitle'), robots: { index: false, follow: false } };
}

/** /account/reviews (S1-18): the customer's reviews with their moderation state (waiting, published, not published). */
export default async function AccountReviewsRoute() {
  const context = await customerPageContext();
  const locale = context.shop.locale;
  const [t, format, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Reviews' }),
    getFormatter({ locale }),
    ownReviewsCall(context.session, context.shop.theliaLocale),
  ]);
  return (
    <div className="container">
      <h1>{t('accountTitle')}</h1>
      <p className={styles.note}>{t('accountIntro')}</p>
      {!reviews.ok ? (
        <p role="alert">{t('accountFailed')}</p>
      ) : reviews.data.length === 0 ? (
        <p>{t('accountEmpty')}</p>
      ) : (
        <ul className={styles.list} data-testid="own-reviews">
          {reviews.data.map((review) => (
            <li key={review.id} data-testid="own-review" data-status={review.status}>
              <article>
                <h2>{review.title}</h2>
                <p>
                  {review.product_url ? <Link href={toHref(review.product_url)}>{review.product_title}</Link> : review.product_title}
                  {' · '}
                  {t('ratingValue', { value: review.rating })}
                </p>
                <p>{review.content}</p>
                <p className={styles.note}>
                  {t('writtenOn', { date: format.dateTime(new Date(review.created_at), { dateStyle: 'medium' }) })}
                  {' · '}
                  {t('statusLabel')}: <span className={styles.status}>{t(review.status)}</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
