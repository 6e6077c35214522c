import type { MouseEventHandler } from 'react';
import type { CurrencySettings } from '@/lib/pricing/money';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';
import type { CardView } from '@/lib/catalog/card-view';

/** Cards whose image loads eagerly (the first row on desktop); the others load lazily near the viewport. */
export const EAGER_CARDS = 4;

type Props = {
  products: readonly CardView[];
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  label: string;
  /** Whether the first cards load eagerly (false for chunks appended below the fold). */
  eager?: boolean;
  /** Heading level of the card titles. */
  headingLevel?: 2 | 3;
  /** Clicks anywhere in the grid (the listing's select_item: components/catalog/product-grid-island.tsx). */
  onClick?: MouseEventHandler<HTMLUListElement>;
};

export function ProductGrid({ products, currency, locale, vatNote, label, eager = true, headingLevel, onClick }: Props) {
  return (
    <ul className={styles.grid} aria-label={label} onClick={onClick}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={currency}
            locale={locale}
            vatNote={vatNote}
            eager={eager && index < EAGER_CARDS}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
