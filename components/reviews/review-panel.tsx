import type { ReactNode } from 'react';
import styles from './reviews.module.css';

/** The frame of the product page's review box (heading and what the shopper may do), shared by its states. */
export function ReviewPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby="review-form-heading" data-testid="review-island">
      <h3 id="review-form-heading">{heading}</h3>
      {children}
    </section>
  );
}

/** The review box while it checks what this shopper may do: the same text the island shows until it knows. */
export function ReviewChecking({ heading, text }: { heading: string; text: string }) {
  return (
    <ReviewPanel heading={heading}>
      <p className={styles.note}>{text}</p>
    </ReviewPanel>
  );
}
