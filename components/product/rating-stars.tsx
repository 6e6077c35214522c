import { getFormatter, getTranslations } from 'next-intl/server';
import styles from './sections.module.css';

/**
 * Stars (rounded to halves visually) with the value as text, and the review count when given. Five outline stars
 * (☆, muted text colour, 7:1 on white) lie under five filled ones (★) cut at the rating's width, so empty stars differ
 * from filled ones by shape, not by colour alone.
 */
export async function RatingStars({ locale, value, count, href }: { locale: string; value: number; count?: number; href?: string }) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const format = await getFormatter({ locale });
  const label = t('rating', { value: format.number(value, { maximumFractionDigits: 1 }) });
  const percent = Math.max(0, Math.min(100, (Math.round(value * 2) / 2 / 5) * 100));
  const countText = count !== undefined ? t('reviewCount', { count }) : null;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starsFill} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ☆☆☆☆☆
      </span>
      <span>{label}</span>
      {countText ? href ? <a href={href}>({countText})</a> : <span>({countText})</span> : null}
    </p>
  );
}
