'use client';

import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { FieldLabelOf, FieldLink, FieldNotesOf, fieldAriaOf } from '@/components/forms/field-parts';
import styles from './form-field.module.css';

type Common = {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  hint?: ReactNode;
  error: string | null;
};

const aria = fieldAriaOf;

function Label({ id, label, required, optionalLabel }: Pick<Common, 'id' | 'label' | 'required' | 'optionalLabel'>) {
  return <FieldLabelOf id={id} label={label} required={required} optionalLabel={optionalLabel} optionalClass={styles.optional} />;
}

function Notes({ id, hint, error }: Pick<Common, 'id' | 'hint' | 'error'>) {
  return <FieldNotesOf id={id} hint={hint} error={error} hintClass={styles.hint} errorClass={styles.error} />;
}

/**
 * A labelled input with its hint and error (the form checks it on blur and on submit): the one text field of the
 * account forms and the checkout. `name` defaults to the id; `className` adds a layout class of the form.
 */
export function InputField({
  value,
  onChange,
  onBlur,
  autoComplete,
  type = 'text',
  inputMode,
  maxLength,
  readOnly,
  name,
  className,
  spellCheck = false,
  autoCorrect,
  autoCapitalize,
  onKeyDown,
  ...common
}: Common & {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  name?: string;
  className?: string;
  spellCheck?: boolean;
  autoCorrect?: 'off';
  autoCapitalize?: 'off';
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <Label {...common} />
      <input
        {...aria(common.id, Boolean(common.hint), common.error)}
        name={name ?? common.id}
        type={type}
        value={value}
        required={common.required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        spellCheck={spellCheck}
        autoCorrect={autoCorrect}
        autoCapitalize={autoCapitalize}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <Notes {...common} />
    </div>
  );
}

/** A labelled select with its error. */
export function SelectField({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  autoComplete,
  ...common
}: Common & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <div className={styles.field}>
      <Label {...common} />
      <select
        {...aria(common.id, Boolean(common.hint), common.error)}
        name={common.id}
        value={value}
        required={common.required}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes {...common} />
    </div>
  );
}

/** Every error of a form after a submit, in a live region; each entry a link that focuses its field. */
export function ErrorList({ title, errors, summaryRef }: { title: string; errors: { id: string; text: string }[]; summaryRef: React.Ref<HTMLDivElement> }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {errors.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} data-testid="error-summary">
          <p>
            <strong>{title}</strong>
          </p>
          <ul>
            {errors.map(({ id, text }) => (
              <li key={id}>
                <FieldLink targetId={id}>{text}</FieldLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
