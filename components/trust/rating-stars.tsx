import { starsOf } from '@/lib/trust/trust-badge';
import styles from './trust.module.css';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/**
 * Five stars filled to the rating (rounded to half stars). Decorative: the rating is always written out beside them,
 * so the stars are hidden from assistive technology.
 */
export function RatingStars({ value }: { value: number }) {
  const { full, half, empty } = starsOf(value);
  const kinds = [...Array<'full'>(full).fill('full'), ...(half ? (['half'] as const) : []), ...Array<'empty'>(empty).fill('empty')];
  return (
    <span className={styles.stars} aria-hidden="true">
      {kinds.map((kind, index) => (
        <svg key={index} viewBox="0 0 20 20" className={styles.star} data-star={kind} focusable="false">
          <path d={STAR_PATH} />
          {kind === 'half' ? <path d={STAR_PATH} className={styles.halfFill} /> : null}
        </svg>
      ))}
    </span>
  );
}
