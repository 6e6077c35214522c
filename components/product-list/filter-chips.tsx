import Link from 'next/link';
import listingStyles from './listing.module.css';
import type { FilterChip } from '@/lib/product-list/filter-chips';

type Props = {
  chips: readonly FilterChip[];
  /** Accessible name of the chip list. */
  listLabel: string;
  /** Accessible name of a chip's link ('Remove filter: Brand: Duravit'). */
  removeLabel: (chipText: string) => string;
  /** The link back to the list without filters. */
  reset: { href: string; text: string };
};

/**
 * The active filters of a product list as removable chips (each a link to the same list without that filter) and
 * the reset link. Plain links that keep the scroll position: they work without JavaScript.
 */
export function FilterChips({ chips, listLabel, removeLabel, reset }: Props) {
  return (
    <div className={listingStyles.chips}>
      {chips.length > 0 ? (
        <ul className={listingStyles.chipList} aria-label={listLabel}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link href={chip.href} className={listingStyles.chip} aria-label={removeLabel(chip.text)} scroll={false}>
                {chip.text} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={reset.href} className={listingStyles.reset} scroll={false}>
        {reset.text}
      </Link>
    </div>
  );
}
