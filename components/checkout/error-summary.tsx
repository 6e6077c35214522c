'use client';

import type { Ref } from 'react';
import { FieldLink } from '@/components/forms/field-parts';
import { fieldId } from './use-field-text';
import styles from './checkout.module.css';

type Props = {
  ref: Ref<HTMLDivElement>;
  title: string;
  errors: { field: string; text: string }[];
  labelOf: (field: string) => string;
};

/**
 * Every error of a step at once, after a submit: a live region (announced when it fills), focused by the form, each
 * error a link to its field. The links focus the field in place (no `#` in the address: the step is in the query).
 */
export function ErrorSummary({ ref, title, errors, labelOf }: Props) {
  return (
    <div className={styles.live} aria-live="assertive" aria-atomic="true">
      {errors.length > 0 ? (
        <div ref={ref} tabIndex={-1} className={styles.summary} data-testid="error-summary">
          <h3>{title}</h3>
          <ul>
            {errors.map(({ field, text }) => (
              <li key={field}>
                <FieldLink targetId={fieldId(field)}>
                  {labelOf(field)}: {text}
                </FieldLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
