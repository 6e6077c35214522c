import { useEffect, type RefObject } from 'react';
import styles from './enquiry-form.module.css';

type Status = 'idle' | 'invalid' | 'sent' | 'failed';

/** The outcome line of a form posted to a server action: a status when sent, an alert when invalid or failed. */
export function FormOutcome({ status, sent, invalid, failed }: { status: Status; sent: string | null; invalid: string; failed: string }) {
  if (status === 'sent' && sent) {
    return (
      <p role="status" className={styles.success}>
        {sent}
      </p>
    );
  }
  if (status === 'invalid' || status === 'failed') {
    return (
      <p role="alert" className={styles.alert}>
        {status === 'invalid' ? invalid : failed}
      </p>
    );
  }
  return null;
}

/** After a rejected submission, moves the focus to the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, state: { status: Status }): void {
  useEffect(() => {
    if (state.status !== 'invalid') return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, state]);
}
