'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { BusyButton } from '@/components/forms/busy-button';
import { adjustQuantity, stepQuantity, type QuantityRule } from '@/lib/product/quantity';
import styles from './purchase.module.css';

type Props = { rule: QuantityRule; value: number; onChange: (quantity: number) => void };

/** Quantity with minimum and multiple: a typed value is adjusted automatically when the field is left (or on Enter). */
export function QuantityInput({ rule, value, onChange }: Props) {
  const t = useTranslations('Product');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [adjusted, setAdjusted] = useState<number | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.replace(',', '.'));
    const next = adjustQuantity(typed, rule);
    setAdjusted(next !== typed ? next : null);
    setDraft(null);
    onChange(next);
  };
  const step = (direction: 1 | -1) => {
    setAdjusted(null);
    onChange(stepQuantity(value, direction, rule));
  };
  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{t('quantity')}</label>
      <div className={styles.stepper}>
        {/* At the minimum it stays focusable (inactive, not disabled): stepping down to it keeps the keyboard's place. */}
        <BusyButton onClick={() => step(-1)} aria-label={t('quantityDecrease')} inactive={value <= rule.min}>
          −
        </BusyButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={rule.min}
          step={rule.multiple}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button type="button" onClick={() => step(1)} aria-label={t('quantityIncrease')}>
          +
        </button>
      </div>
      {rule.min > 1 || rule.multiple > 1 ? <p className={styles.hint}>{t('quantityRule', { min: rule.min, multiple: rule.multiple })}</p> : null}
      <p className={styles.hint} role="status">
        {adjusted !== null ? t('quantityAdjusted', { quantity: adjusted }) : ''}
      </p>
    </div>
  );
}
