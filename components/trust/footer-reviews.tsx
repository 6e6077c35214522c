import { getTranslations } from 'next-intl/server';
import { numberFormat } from '@/lib/format/intl-formats';
import type { AppLocale } from '@/contract/shops';
import type { TrustBadge } from '@/lib/trust/trust-badge';
import { RATING_FORMAT } from '@/lib/trust/rating-format';
import { RatingStars } from './rating-stars';
import styles from './trust.module.css';

/**
 * The footer's trust badges (S2-150): per provider switched on for the footer, its rating, the count of reviews and a
 * link to its review page. Server-rendered into the cached page: the rating is the same for every shopper.
 */
export async function FooterReviews({ badges, locale, headingClass }: { badges: TrustBadge[]; locale: AppLocale; headingClass: string | undefined }) {
  if (badges.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'TrustBadges' });
  const rating = numberFormat(locale, RATING_FORMAT);
  return (
    <section aria-labelledby="footer-reviews" data-testid="footer-reviews">
      <h2 id="footer-reviews" className={headingClass}>
        {t('badgeLabel')}
      </h2>
      <ul className={styles.footerList}>
        {badges.map((badge) => (
          <li key={badge.provider}>
            <a className={styles.footerBadge} href={badge.reviewPage} target="_blank" rel="noopener noreferrer" data-trust-badge={badge.provider}>
              {/* The spaces between the lines keep the link's name readable ('ShopVote 4,81 von 5 2.734 Bewertungen'). */}
              <span className={styles.footerProvider}>{t(`provider.${badge.provider}`)}</span>{' '}
              <span className={styles.footerRating}>
                <RatingStars value={badge.ratingValue} />
                <span>{t('rating', { value: rating.format(badge.ratingValue) })}</span>
              </span>{' '}
              <span className={styles.footerCount}>{t('count', { count: badge.ratingCount })}</span>
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
