import { useTranslations } from 'next-intl';
import { classColour, scaleClasses } from '@/contract/energy-classes';
import type { EnergyLabel } from '@/contract/energy-label';
import styles from './energy-label.module.css';

/** The arrow of an EU energy label in the colour of the product's class, with the class letter (decorative SVG). */
export function EnergyClassArrow({ label }: { label: EnergyLabel }) {
  const wide = label.class.length > 2;
  const width = wide ? 64 : 52;
  return (
    <svg viewBox={`0 0 ${width} 24`} width={width} height={24} aria-hidden="true" focusable="false">
      <path d={`M0 0 H${width - 12} L${width} 12 L${width - 12} 24 H0 Z`} fill={classColour(label.scale, label.class)} />
      <text x={(width - 12) / 2} y={18} textAnchor="middle" className={styles.letter}>
        {label.class}
      </text>
    </svg>
  );
}

/**
 * What the arrow says in words: 'Energieeffizienzklasse A++ (Skala A+++ bis D)', as a link to the label with
 * ': Energielabel anzeigen' (`link`).
 */
export function useEnergyClassName(label: EnergyLabel, kind: 'link' | 'mark'): string {
  const t = useTranslations('EnergyLabel');
  const classes = scaleClasses(label.scale);
  return t(kind === 'link' ? 'arrow' : 'classOnly', { class: label.class, best: classes[0] ?? '', worst: classes[classes.length - 1] ?? '' });
}

/**
 * The class arrow where a link cannot be (inside a live-search option, itself a link): the arrow with its words for
 * screen readers. The product page the option leads to shows the label and the information sheet.
 */
export function EnergyClassMark({ label }: { label: EnergyLabel }) {
  const name = useEnergyClassName(label, 'mark');
  return (
    <span className={styles.mark} data-testid="energy-label" data-energy-class={label.class}>
      <EnergyClassArrow label={label} />
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
