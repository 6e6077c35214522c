import type { ReactNode } from 'react';
import type { ProductListTarget } from '@/lib/product-list/form-href';
import { ListingFiltersPanel } from './filters-panel';
import styles from './listing.module.css';
import { SortForm } from './sort-form';

type Props = {
  /** Accessible name of the sidebar and title of the filters (the phone's filter sheet too). */
  filtersLabel: string;
  /** The phone's filter sheet: its 'Show N results' and close texts. */
  sheet: { showResults: string; closeLabel: string };
  filters: ReactNode;
  /** The result count above the cards; its id names the first chunk. */
  count: { id: string; text: string };
  sort: {
    /** Label of the select and accessible name of its form. */
    label: string;
    applyLabel: string;
    /** The order shown, and the orders the page offers. */
    value: string;
    options: ReadonlyArray<{ value: string; text: string }>;
    target: ProductListTarget;
    /** Hidden fields of the other filters, kept when the order changes. */
    hidden: ReactNode;
    /** Changes with the list's state, so the select starts afresh after a client navigation. */
    stateKey: string;
  };
  /** Chips, content links, then the results or the empty state. */
  children: ReactNode;
};

/** The frame of a product list (listings and search results): the filters beside, the count and sort above the results. */
export function ProductListLayout({ filtersLabel, sheet, filters, count, sort, children }: Props) {
  return (
    <div className={styles.listing}>
      <aside className={styles.sidebar} aria-label={filtersLabel}>
        <ListingFiltersPanel title={filtersLabel} showResults={sheet.showResults} closeLabel={sheet.closeLabel}>
          {filters}
        </ListingFiltersPanel>
      </aside>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <h2 className={styles.resultCount} id={count.id}>
            {count.text}
          </h2>
          <SortForm key={sort.stateKey} formLabel={sort.label} label={sort.label} applyLabel={sort.applyLabel} sort={sort.value} options={sort.options} target={sort.target}>
            {sort.hidden}
          </SortForm>
        </div>
        {children}
      </div>
    </div>
  );
}
