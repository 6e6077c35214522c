import type { ReactNode } from 'react';

/**
 * The parts every form field of the shop shares (checkout, account, newsletter): the input's ids and ARIA, its label
 * with the required mark or the 'optional' note, and its hint and error below it. Each form passes its own class
 * names; the markup and the ARIA are the same everywhere.
 */

/** ids and ARIA of a field's control: described by its error and hint, invalid while it has an error. */
export function fieldAriaOf(id: string, hint: boolean, error: string | null) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error !== null, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

export function FieldLabelOf({ id, label, required, optionalLabel, optionalClass }: { id: string; label: string; required?: boolean; optionalLabel?: string; optionalClass?: string }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
      {optionalLabel ? <span className={optionalClass}> ({optionalLabel})</span> : null}
    </label>
  );
}

export function FieldNotesOf({ id, hint, error, hintClass, errorClass }: { id: string; hint?: ReactNode; error: string | null; hintClass?: string; errorClass?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A link of an error summary to its field: it focuses the field in place (no jump of the address to `#id`). */
export function FieldLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
