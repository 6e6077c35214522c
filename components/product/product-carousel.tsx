import { ProductCard } from '@/components/catalog/product-card';
import type { CurrencySettings } from '@/lib/pricing/money';
import styles from './sections.module.css';
import type { ProductCard as ProductCardData } from '@/lib/contract/product-card';

type Props = { id: string; title: string; products: ProductCardData[]; currency: CurrencySettings; locale: string; vatNote: string };

/** A horizontally scrolling row of product cards (accessories, related, upsell, alternatives); nothing when empty. */
export function ProductCarousel({ id, title, products, currency, locale, vatNote }: Props) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.carousel} aria-labelledby={id}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} currency={currency} locale={locale} vatNote={vatNote} />
          </li>
        ))}
      </ul>
    </section>
  );
}
