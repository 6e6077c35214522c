import { useTranslations } from 'next-intl';
import { classColour, scaleClasses } from '@/lib/catalog/energy-classes';
import type { EnergyLabel } from '@/lib/contract/energy-label';
import { toHref } from '@/lib/format/href';
import styles from './energy-label.module.css';

type Props = { label: EnergyLabel; size?: 'card' | 'page' };

/**
 * The EU energy label next to a price (ADR 0032; nested display of Reg. (EU) 2017/1369 for distance selling): the
 * arrow in the colour of the product's class with the class letter, linking to the label, and a link to the product
 * information sheet. Renders on the server and in the browser (cards of infinite scroll).
 */
export function EnergyLabelLink({ label, size = 'card' }: Props) {
  const t = useTranslations('EnergyLabel');
  const classes = scaleClasses(label.scale);
  const name = t('arrow', { class: label.class, best: classes[0] ?? '', worst: classes[classes.length - 1] ?? '' });
  const wide = label.class.length > 2;
  const width = wide ? 64 : 52;
  return (
    <span className={size === 'page' ? `${styles.energy} ${styles.page}` : styles.energy} data-testid="energy-label">
      <a href={toHref(label.label_url)} className={styles.arrow} aria-label={name} title={name} data-energy-class={label.class}>
        <svg viewBox={`0 0 ${width} 24`} width={width} height={24} aria-hidden="true" focusable="false">
          <path d={`M0 0 H${width - 12} L${width} 12 L${width - 12} 24 H0 Z`} fill={classColour(label.scale, label.class)} />
          <text x={(width - 12) / 2} y={18} textAnchor="middle" className={styles.letter}>
            {label.class}
          </text>
        </svg>
      </a>
      <a href={toHref(label.sheet_url)} className={styles.sheet}>
        {t('sheet')}
      </a>
    </span>
  );
}
