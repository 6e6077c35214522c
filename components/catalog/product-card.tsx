import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { badgeStyle, formatDay, ratingStars } from '@/lib/catalog/listing-card';
import { stockLabel } from '@/lib/catalog/stock-label';
import { toHref } from '@/lib/format/href';
import { priceView } from '@/lib/pricing/discount';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import { CARD_IMAGE_SIDE, CARD_IMAGE_SIZES } from '@/lib/catalog/card-image';
import { CardListToggles } from '@/components/lists/card-list-toggles';
import { CardPrices } from './card-prices';
import styles from './product-card.module.css';
import type { CardView } from '@/lib/catalog/card-view';

type Props = {
  product: CardView;
  currency: CurrencySettings;
  locale: string;
  /** 'incl. 20% VAT' / 'TVA inclus 21%': from the locale config's tax rule. */
  vatNote: string;
  /**
   * Only the first cards of a listing load eagerly (`loading=eager`), never preloaded or at high priority: the
   * page's one LCP image (banner, gallery image) gets the phone's bandwidth first.
   */
  eager?: boolean;
  /** Heading level of the title (3 in a listing under its h2; 2 where the card list is the page's first level). */
  headingLevel?: 2 | 3;
};

/**
 * Product card of listings, carousels and the home page: image, title, brand, rating, discount badge, keyword
 * badges with their colours, old price struck through, sale price (or 'Price on request' for 0), VAT note, the
 * lowest price of the last 30 days with a reduction (net with '0 % VAT' for a checked business customer, ADR 0031),
 * and the stock badge (exact quantity below 10).
 * Shared component: rendered on the server and, for chunks loaded by infinite scroll, in the browser.
 */
export function ProductCard({ product, currency, locale, vatNote, eager = false, headingLevel = 3 }: Props) {
  const t = useTranslations('Catalog');
  const tStock = useTranslations('Stock');
  const view = priceView(product.prices);
  const stock = stockLabel(product.stock_state, product.quantity, product.available_from);
  const stockText = tStock(stock.key, {
    count: stock.values.count ?? 0,
    date: stock.values.date ? formatDay(stock.values.date, locale) : '',
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-product-id={product.id}>
      <Link href={toHref(product.url)} className={styles.link}>
        <div className={styles.media}>
          {product.image ? (
            <Image
              src={product.image.url}
              alt=""
              width={CARD_IMAGE_SIDE}
              height={CARD_IMAGE_SIDE}
              sizes={CARD_IMAGE_SIZES}
              loading={eager ? 'eager' : 'lazy'}
            />
          ) : null}
          {view.discount > 0 ? (
            <span className={styles.discount} data-testid="discount-badge">
              {t('discount', { percent: view.discount })}
            </span>
          ) : null}
        </div>
        <Heading className={styles.title}>{product.title}</Heading>
      </Link>
      <CardListToggles productId={product.id} title={product.title} analytics={{ price: convertFromEur(view.sale, currency), brand: product.brand_title, currency: currency.code }} />
      {product.badges.length > 0 ? (
        <ul className={styles.badges} aria-label={t('badges')} data-testid="keyword-badges">
          {product.badges.map((badge) => (
            <li key={badge.title} className={styles.badge} style={badgeStyle(badge)}>
              {badge.title}
            </li>
          ))}
        </ul>
      ) : null}
      {product.brand_title ? <p className={styles.brand}>{product.brand_title}</p> : null}
      {product.rating && product.rating.count > 0 ? (
        <p className={styles.rating} role="img" aria-label={t('rating', { value: product.rating.value, count: product.rating.count })}>
          <span aria-hidden="true">
            {'★'.repeat(ratingStars(product.rating.value))}
            <span className={styles.starsOff}>{'☆'.repeat(5 - ratingStars(product.rating.value))}</span>
          </span>
        </p>
      ) : null}
      <CardPrices prices={product.prices} currency={currency} locale={locale} vatNote={vatNote} energyLabel={product.energy_label} />
      <p className={`${styles.stock} ${styles[stock.tone]}`} data-testid="stock-badge">
        {stockText}
      </p>
    </article>
  );
}
