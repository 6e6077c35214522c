'use client';

import { useTranslations } from 'next-intl';
import styles from './reviews.module.css';

const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The rating of a review: a group of five native radio buttons ('1 star' … '5 stars') under one legend, so arrow keys
 * move the choice and a screen reader announces the group, the value and whether a choice is missing.
 */
export function RatingInput({ id, value, onChange, errorId }: { id: string; value: number | null; onChange: (value: number) => void; errorId: string | null }) {
  const t = useTranslations('Reviews');
  return (
    <fieldset className={styles.rating} aria-describedby={errorId ?? undefined}>
      <legend>{t('ratingLegend')}</legend>
      <div className={styles.stars}>
        {VALUES.map((stars) => (
          <label key={stars} className={styles.star}>
            <input id={stars === 1 ? id : undefined} type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span className={styles.glyph} aria-hidden="true">
              {'★'.repeat(stars)}
            </span>
            <span>{t('stars', { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
