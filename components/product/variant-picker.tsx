'use client';

import { useTranslations } from 'next-intl';
import type { Pse } from '@/contract/product';
import { sizeOptions, variantMatrix, type VariantChoice } from '@/lib/product/variants';
import styles from './purchase.module.css';

type Props = { pses: readonly Pse[]; choice: VariantChoice; onColour: (color: string) => void; onSize: (size: string) => void };

/** Colour first, then size (spec: variations by colour then size); a size the colour lacks stays selectable and is marked. */
export function VariantPicker({ pses, choice, onColour, onSize }: Props) {
  const t = useTranslations('Product');
  const { colours } = variantMatrix(pses);
  const sizes = sizeOptions(pses, choice.color);
  if (colours.length < 2 && sizes.length < 2) return null;
  return (
    <div className={styles.variants}>
      {colours.length > 1 ? (
        <fieldset className={styles.axis}>
          <legend>
            {t('variantColour')}: <strong>{choice.color}</strong>
          </legend>
          <div className={styles.options}>
            {colours.map((colour) => (
              <button
                key={colour.name}
                type="button"
                className={styles.option}
                aria-pressed={colour.name === choice.color}
                onClick={() => onColour(colour.name)}
              >
                {colour.hex ? <span className={styles.swatch} style={{ background: colour.hex }} aria-hidden="true" /> : null}
                {colour.name}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {sizes.length > 1 ? (
        <fieldset className={styles.axis}>
          <legend>
            {t('variantSize')}: <strong>{choice.size}</strong>
          </legend>
          <div className={styles.options}>
            {sizes.map((size) => (
              <button
                key={size.name}
                type="button"
                className={size.inColour ? styles.option : `${styles.option} ${styles.missing}`}
                aria-pressed={size.name === choice.size}
                aria-label={size.inColour ? size.name : `${size.name} (${t('sizeNotInColour')})`}
                onClick={() => onSize(size.name)}
              >
                {size.name}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
