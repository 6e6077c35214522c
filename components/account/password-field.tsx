'use client';

import { useState } from 'react';
import { FieldLabelOf, FieldNotesOf, fieldAriaOf } from '@/components/forms/field-parts';
import styles from './account-forms.module.css';

type Props = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's accessible name ('Passwort anzeigen'); its state is aria-pressed. */
  showLabel: string;
};

/**
 * A password input with a show-password toggle (OWASP ASVS 6.2.6), so the password is typed once and checked by eye
 * instead of a second time: a real button with aria-pressed and aria-controls, its name the same in both states (screen
 * readers announce 'pressed'). Paste and password managers work as in any input; nothing is cut off.
 */
export function PasswordField({ id, label, required, hint, error, value, onChange, onBlur, autoComplete, showLabel }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.field}>
      <FieldLabelOf id={id} label={label} required={required} optionalClass={styles.optional} />
      <div className={styles.passwordRow}>
        <input
          {...fieldAriaOf(id, Boolean(hint), error)}
          name={id}
          type={shown ? 'text' : 'password'}
          value={value}
          required={required}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button type="button" className={styles.showPassword} aria-pressed={shown} aria-controls={id} onClick={() => setShown((value) => !value)}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? <path d="M3 3l18 18" /> : null}
          </svg>
          <span>{showLabel}</span>
        </button>
      </div>
      <FieldNotesOf id={id} hint={hint} error={error} hintClass={styles.hint} errorClass={styles.error} />
    </div>
  );
}
