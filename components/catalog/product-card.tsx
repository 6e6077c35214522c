import Image from 'next/image';
import Link from 'next/link';
import type { ProductCard as ProductCardData } from '@/lib/contract/product';
import { toHref } from '@/lib/format/href';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import styles from './product-card.module.css';

type Props = {
  product: ProductCardData;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** Only the first cards of a page load eagerly. */
  priority?: boolean;
};

/** Product card of listings and the home page: image, title, old price struck through, price, VAT note. */
export function ProductCard({ product, currency, locale, vatNote, priority = false }: Props) {
  const { prices } = product;
  const current = prices.is_promo ? prices.taxed_promo_price : prices.taxed_price;
  const old = prices.is_promo ? prices.taxed_price : prices.listen_price;
  return (
    <article className={styles.card}>
      <Link href={toHref(product.url)} className={styles.link}>
        <div className={styles.media}>
          {product.image ? (
            <Image
              src={product.image.url}
              alt={product.image.alt || product.title}
              width={320}
              height={320}
              sizes="(max-width: 640px) 50vw, 240px"
              priority={priority}
            />
          ) : null}
        </div>
        <h3 className={styles.title}>{product.title}</h3>
      </Link>
      {product.brand_title ? <p className={styles.brand}>{product.brand_title}</p> : null}
      {current > 0 ? (
        <p className={styles.price}>
          {old !== null && old > current ? <s className={styles.old}>{formatPrice(old, currency, locale)}</s> : null}
          <span className={styles.current}>{formatPrice(current, currency, locale)}</span>
          <span className={styles.vat}>{vatNote}</span>
        </p>
      ) : null}
    </article>
  );
}
