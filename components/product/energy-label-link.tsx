import { useTranslations } from 'next-intl';
import type { EnergyLabel } from '@/contract/energy-label';
import { toHref } from '@/lib/format/href';
import { EnergyClassArrow, useEnergyClassName } from './energy-class-arrow';
import styles from './energy-label.module.css';

type Props = { label: EnergyLabel; size?: 'card' | 'page' };

/**
 * The EU energy label next to a price (ADR 0032; nested display of Reg. (EU) 2017/1369 for distance selling): the
 * arrow in the colour of the product's class with the class letter, linking to the label, and a link to the product
 * information sheet. Renders on the server and in the browser (cards of infinite scroll).
 */
export function EnergyLabelLink({ label, size = 'card' }: Props) {
  const t = useTranslations('EnergyLabel');
  const name = useEnergyClassName(label, 'link');
  return (
    <span className={size === 'page' ? `${styles.energy} ${styles.page}` : styles.energy} data-testid="energy-label">
      <a href={toHref(label.label_url)} className={styles.arrow} aria-label={name} title={name} data-energy-class={label.class}>
        <EnergyClassArrow label={label} />
      </a>
      <a href={toHref(label.sheet_url)} className={styles.sheet}>
        {t('sheet')}
      </a>
    </span>
  );
}
