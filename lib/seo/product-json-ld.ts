import type { ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import type { ProductDetail, Pse } from '@/lib/contract/product';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import { absoluteUrl } from './origin-rule';
import type { StockState } from '@/lib/contract/product-card';

/** schema.org ItemAvailability of each stock state of the spec. */
export const AVAILABILITY: Record<StockState, ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  order_extra: 'https://schema.org/BackOrder',
  backorder: 'https://schema.org/BackOrder',
  available_from: 'https://schema.org/PreOrder',
  on_demand: 'https://schema.org/MadeToOrder',
  undeliverable: 'https://schema.org/OutOfStock',
};

export type ProductJsonLdInput = {
  product: ProductDetail;
  /** The variant the page shows. */
  pse: Pse;
  /** The shop's public origin. */
  origin: string;
  currency: CurrencySettings;
  /** The store's Organization name (locale config `store_name`). */
  sellerName: string;
  /** Price-on-request products (and a price of zero) have no Offer. */
  onRequest: boolean;
};

/**
 * schema.org Product of the product page: name, sku (the variant's ref), gtin13 (the EAN when it has 13 digits),
 * brand, images, description; an Offer with the gross shop-country price in the shop's currency, the availability
 * of the variant's stock state, the seller and the product URL; an AggregateRating when the product is rated.
 */
export function productJsonLd({ product, pse, origin, currency, sellerName, onRequest }: ProductJsonLdInput): WithContext<Product> {
  const url = absoluteUrl(origin, product.url);
  const sale = pse.prices.is_promo ? pse.prices.taxed_promo_price : pse.prices.taxed_price;
  const offer: Offer | null =
    onRequest || !(sale > 0)
      ? null
      : {
          '@type': 'Offer',
          url,
          price: convertFromEur(sale, currency).toFixed(2),
          priceCurrency: currency.code,
          availability: AVAILABILITY[pse.stock_state],
          ...(pse.stock_state === 'available_from' && pse.available_from ? { availabilityStarts: pse.available_from } : {}),
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: sellerName },
        };
  const description = (product.meta_description || product.chapo).trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: pse.ref,
    ...(/^\d{13}$/.test(pse.ean) ? { gtin13: pse.ean } : {}),
    ...(description ? { description } : {}),
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(origin, image.url)) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(offer ? { offers: offer } : {}),
    ...(product.rating && product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
