import type { ReactNode } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { useProductCards } from '@/components/lists/use-list-products';
import type { CurrencySettings } from '@/lib/pricing/money';
import styles from './sections.module.css';

export type CarouselCardRowProps = {
  ids: readonly number[];
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  labelledBy: string;
  /** Shown while the cards load and when they cannot be loaded: the server-rendered links. */
  fallback: ReactNode;
};

/**
 * The cards of a product carousel, a horizontally scrolling row: loaded with their data (GET /api/products) when the
 * carousel comes near the viewport (ADR 0019).
 */
export default function CarouselCardRow({ ids, currency, locale, vatNote, labelledBy, fallback }: CarouselCardRowProps) {
  const { status, products } = useProductCards(ids, true);
  if (status !== 'ready' || products.length === 0) return fallback;
  return (
    <ul className={styles.carousel} aria-labelledby={labelledBy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} locale={locale} vatNote={vatNote} />
        </li>
      ))}
    </ul>
  );
}
