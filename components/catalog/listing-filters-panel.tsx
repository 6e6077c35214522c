'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './listing.module.css';

/**
 * The filter column: always shown on desktop; below 992 px collapsed behind a 'Filters' button. Without
 * JavaScript the panel stays open on every screen (`@media (scripting: none)` in listing.module.css), so filtering
 * works everywhere.
 */
export function ListingFiltersPanel({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.filtersPanel} data-open={open ? 'true' : 'false'}>
      <button type="button" data-listing-filters-toggle="" className={styles.filtersToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {title}
      </button>
      <div id={id} className={styles.filtersBody} data-listing-filters="">
        {children}
      </div>
    </div>
  );
}
