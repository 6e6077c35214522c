import type { ProductCard as ProductCardData } from '@/lib/contract/product';
import type { CurrencySettings } from '@/lib/pricing/money';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

type Props = { products: readonly ProductCardData[]; currency: CurrencySettings; locale: string; vatNote: string; label: string };

export function ProductGrid({ products, currency, locale, vatNote, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} locale={locale} vatNote={vatNote} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
