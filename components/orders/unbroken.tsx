import type { ReactNode } from 'react';
import { unbrokenParts } from '@/lib/format/unbroken-parts';
import styles from './orders.module.css';

/** A value that must stay on one line (order number, IBAN, amount, transfer reference): never 'AT-2026-↵000010'. */
export function Unbroken({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className={styles.unbroken} data-testid={testId}>
      {children}
    </span>
  );
}

/** A translated sentence with the values in it kept whole (lib/format/unbroken-parts.ts). */
export function KeepWhole({ text, values }: { text: string; values: readonly string[] }) {
  return (
    <>
      {unbrokenParts(text, values).map((part, index) => (part.whole ? <Unbroken key={index}>{part.text}</Unbroken> : part.text))}
    </>
  );
}
