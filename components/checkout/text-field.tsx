'use client';

import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { FieldLabelOf, FieldNotesOf, fieldAriaOf } from '@/components/forms/field-parts';
import { fieldId } from './use-field-text';
import styles from './checkout.module.css';

type Common = {
  field: string;
  label: string;
  required?: boolean;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  hint?: ReactNode;
  error: string | null;
  className?: string;
};

/** ids and ARIA of a field's input (components/forms/field-parts.tsx). */
export const fieldAria = (field: string, hint: boolean, error: string | null) => fieldAriaOf(fieldId(field), hint, error);

export function FieldLabel({ field, label, required, optionalLabel }: Pick<Common, 'field' | 'label' | 'required' | 'optionalLabel'>) {
  return <FieldLabelOf id={fieldId(field)} label={label} required={required} optionalLabel={optionalLabel} optionalClass={styles.optional} />;
}

export function FieldNotes({ field, hint, error }: Pick<Common, 'field' | 'hint' | 'error'>) {
  return <FieldNotesOf id={fieldId(field)} hint={hint} error={error} hintClass={styles.hint} errorClass={styles.error} />;
}

/** A labelled text input with its hint and error (validated on blur by the form that holds it). */
export function TextField({
  field,
  label,
  required,
  optionalLabel,
  hint,
  error,
  className,
  value,
  onChange,
  onBlur,
  autoComplete,
  type = 'text',
  inputMode,
  maxLength,
  spellCheck,
  onKeyDown,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  spellCheck?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <FieldLabel field={field} label={label} required={required} optionalLabel={optionalLabel} />
      <input
        {...fieldAria(field, Boolean(hint), error)}
        name={field}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={spellCheck}
        autoCapitalize={type === 'email' ? 'off' : undefined}
        autoCorrect="off"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <FieldNotes field={field} hint={hint} error={error} />
    </div>
  );
}
