import Link from 'next/link';
import { toHref } from '@/lib/format/href';
import type { CurrencySettings } from '@/lib/pricing/money';
import { CarouselCards } from './carousel-cards';
import styles from './sections.module.css';
import type { ProductCard as ProductCardData } from '@/contract/product-card';

type Props = { id: string; title: string; products: ProductCardData[]; currency: CurrencySettings; locale: string; vatNote: string };

/**
 * A carousel of linked products (accessories, related, upsell, alternatives); nothing when empty. The server renders
 * the heading and a link to each product (for crawlers, and for shoppers without JavaScript); the product cards load
 * when the carousel comes near the viewport (ADR 0019).
 */
export function ProductCarousel({ id, title, products, currency, locale, vatNote }: Props) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <CarouselCards ids={products.map((product) => product.id)} currency={currency} locale={locale} vatNote={vatNote} labelledBy={id}>
        <ul className={styles.carouselLinks} aria-labelledby={id}>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={toHref(product.url)}>{product.title}</Link>
            </li>
          ))}
        </ul>
      </CarouselCards>
    </section>
  );
}
