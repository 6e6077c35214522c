'use client';

import type { ComponentProps, ReactNode } from 'react';
import { FieldLabelOf, FieldNotesOf, fieldAriaOf } from '@/components/forms/field-parts';
import { InputField } from '@/components/forms/form-field';
import { fieldId } from './use-field-text';
import styles from './checkout.module.css';

/** ids and ARIA of a field's input (components/forms/field-parts.tsx). */
export const fieldAria = (field: string, hint: boolean, error: string | null) => fieldAriaOf(fieldId(field), hint, error);

export function FieldLabel({ field, label, required, optionalLabel }: { field: string; label: string; required?: boolean; optionalLabel?: string }) {
  return <FieldLabelOf id={fieldId(field)} label={label} required={required} optionalLabel={optionalLabel} optionalClass={styles.optional} />;
}

export function FieldNotes({ field, hint, error }: { field: string; hint?: ReactNode; error: string | null }) {
  return <FieldNotesOf id={fieldId(field)} hint={hint} error={error} hintClass={styles.hint} errorClass={styles.error} />;
}

/**
 * The shop's text field (components/forms/form-field.tsx) under a checkout field name (`invoice.street`: id
 * checkout-invoice-street), without autocorrection, inside the checkout's field class (its rows and the coupon's
 * layout address it).
 */
export function TextField({ field, className, type, ...props }: Omit<ComponentProps<typeof InputField>, 'id' | 'name' | 'onChange'> & { field: string; onChange: (value: string) => void }) {
  return (
    <InputField
      {...props}
      id={fieldId(field)}
      name={field}
      type={type}
      className={className ? `${styles.field} ${className}` : styles.field}
      autoCorrect="off"
      autoCapitalize={type === 'email' ? 'off' : undefined}
    />
  );
}
