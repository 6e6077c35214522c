'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import styles from './account-forms.module.css';

type Common = {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  hint?: ReactNode;
  error: string | null;
};

function aria(id: string, hint: boolean, error: string | null) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error !== null, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

function Label({ id, label, required, optionalLabel }: Pick<Common, 'id' | 'label' | 'required' | 'optionalLabel'>) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
      {optionalLabel ? <span className={styles.optional}> ({optionalLabel})</span> : null}
    </label>
  );
}

function Notes({ id, hint, error }: Pick<Common, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and error (the form checks it on blur and on submit). */
export function InputField({
  value,
  onChange,
  onBlur,
  autoComplete,
  type = 'text',
  inputMode,
  maxLength,
  readOnly,
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
}) {
  return (
    <div className={styles.field}>
      <Label {...common} />
      <input
        {...aria(common.id, Boolean(common.hint), common.error)}
        name={common.id}
        type={type}
        value={value}
        required={common.required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        spellCheck={false}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        onBlur={onBlur}
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
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    const target = document.getElementById(id);
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
