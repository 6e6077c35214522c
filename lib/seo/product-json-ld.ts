import type { AggregateRating, EnergyConsumptionDetails, EUEnergyEfficiencyEnumeration, ItemAvailability, Offer, Product, ProductGroup, Review as ReviewLd, WithContext } from 'schema-dts';
import { ENERGY_SCALES, type EnergyClass } from '@/contract/energy-classes';
import type { EnergyLabel } from '@/contract/energy-label';
import type { ProductDetail, Pse, Review } from '@/contract/product';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import { absoluteUrl } from './origin-rule';
import type { StockState } from '@/contract/product-card';

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
  /** The variant the page shows (the Product of a product without variants). */
  pse: Pse;
  /** The shop's public origin. */
  origin: string;
  currency: CurrencySettings;
  /** The store's Organization name (locale config `store_name`). */
  sellerName: string;
  /** Price-on-request products (and a price of zero) have no Offer. */
  onRequest: boolean;
  /** The rating the page shows (the reviews' own, else the product's); null or a count of 0: none. */
  rating: { value: number; count: number } | null;
  /** The reviews the page shows, in its order. */
  reviews: readonly Review[];
};

/** The schema.org properties by which the variants of a product differ (only those that do). */
export const VARIES_BY = { color: 'https://schema.org/color', size: 'https://schema.org/size' } as const;

/** An Offer of one variant: the gross shop-country price in the shop's currency; null without a price. */
function offerOf(pse: Pse, url: string, { currency, sellerName, onRequest }: ProductJsonLdInput): Offer | null {
  const sale = pse.prices.is_promo ? pse.prices.taxed_promo_price : pse.prices.taxed_price;
  if (onRequest || !(sale > 0)) return null;
  return {
    '@type': 'Offer',
    url,
    price: convertFromEur(sale, currency).toFixed(2),
    priceCurrency: currency.code,
    availability: AVAILABILITY[pse.stock_state],
    ...(pse.stock_state === 'available_from' && pse.available_from ? { availabilityStarts: pse.available_from } : {}),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: sellerName },
  };
}

/** A review as the page shows it: author, date, stars, title and text. */
function reviewOf(review: Review): ReviewLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.created_at.slice(0, 10),
    name: review.title,
    reviewBody: review.content,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/** schema.org's member of the EU energy efficiency enumeration for each class of a label. */
export const EU_ENERGY_CATEGORY: Record<EnergyClass, EUEnergyEfficiencyEnumeration> = {
  'A+++': 'https://schema.org/EUEnergyEfficiencyCategoryA3Plus',
  'A++': 'https://schema.org/EUEnergyEfficiencyCategoryA2Plus',
  'A+': 'https://schema.org/EUEnergyEfficiencyCategoryA1Plus',
  A: 'https://schema.org/EUEnergyEfficiencyCategoryA',
  B: 'https://schema.org/EUEnergyEfficiencyCategoryB',
  C: 'https://schema.org/EUEnergyEfficiencyCategoryC',
  D: 'https://schema.org/EUEnergyEfficiencyCategoryD',
  E: 'https://schema.org/EUEnergyEfficiencyCategoryE',
  F: 'https://schema.org/EUEnergyEfficiencyCategoryF',
};

/** The EU energy label as the page shows it: the product's class and the two ends of its regulation's scale. */
function energyDetailsOf(label: EnergyLabel): EnergyConsumptionDetails {
  const scale: readonly EnergyClass[] = ENERGY_SCALES[label.scale];
  const [best, worst] = [scale[0], scale[scale.length - 1]];
  return {
    '@type': 'EnergyConsumptionDetails',
    hasEnergyEfficiencyCategory: EU_ENERGY_CATEGORY[label.class],
    ...(best ? { energyEfficiencyScaleMax: EU_ENERGY_CATEGORY[best] } : {}),
    ...(worst ? { energyEfficiencyScaleMin: EU_ENERGY_CATEGORY[worst] } : {}),
  };
}

function aggregateRatingOf(rating: ProductJsonLdInput['rating']): AggregateRating | null {
  if (!rating || rating.count <= 0) return null;
  return { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5, worstRating: 1 };
}

/** Variant fields: sku (the variant's ref), gtin13 (the EAN when it has 13 digits), colour and size. */
function variantFields(pse: Pse) {
  return {
    sku: pse.ref,
    ...(/^\d{13}$/.test(pse.ean) ? { gtin13: pse.ean } : {}),
    ...(pse.color ? { color: pse.color } : {}),
    ...(pse.size ? { size: pse.size } : {}),
  };
}

/**
 * Structured data of the product page. A product with one variant is a schema.org Product: name, sku, gtin13,
 * brand, images, description, an Offer (gross shop-country price in the shop's currency, availability of its stock
 * state, seller, URL). A product with several variants is a ProductGroup (`productGroupID` = the product's ref,
 * `variesBy` = colour and/or size, whichever differ) whose `hasVariant` lists every variant as a Product with its own
 * sku, gtin13, colour, size, image, URL and Offer, so crawlers see every variant, not only the default one. Both carry
 * the AggregateRating and the reviews the page shows (author, date, rating, title, text), and a heating product its EU
 * energy label (`hasEnergyConsumptionDetails`: its class and its scale's best and worst class).
 */
export function productJsonLd(input: ProductJsonLdInput): WithContext<Product> | WithContext<ProductGroup> {
  const { product, pse, origin } = input;
  const url = absoluteUrl(origin, product.url);
  const description = (product.meta_description || product.chapo).trim();
  const images = product.images.map((image) => absoluteUrl(origin, image.url));
  const aggregateRating = aggregateRatingOf(input.rating);
  const shared = {
    name: product.title,
    ...(description ? { description } : {}),
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand' as const, name: product.brand.title } } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(input.reviews.length > 0 ? { review: input.reviews.map(reviewOf) } : {}),
    ...(product.energy_label ? { hasEnergyConsumptionDetails: energyDetailsOf(product.energy_label) } : {}),
  };

  if (product.pses.length <= 1) {
    const offer = offerOf(pse, url, input);
    return { '@context': 'https://schema.org', '@type': 'Product', ...shared, ...variantFields(pse), ...(offer ? { offers: offer } : {}) };
  }

  const variesBy = (Object.keys(VARIES_BY) as Array<keyof typeof VARIES_BY>)
    .filter((field) => new Set(product.pses.map((variant) => variant[field] ?? '')).size > 1)
    .map((field) => VARIES_BY[field]);
  const hasVariant: Product[] = product.pses.map((variant) => {
    const variantUrl = variant.url ? absoluteUrl(origin, variant.url) : url;
    const offer = offerOf(variant, variantUrl, input);
    const name = [product.title, [variant.color, variant.size].filter(Boolean).join(', ')].filter(Boolean).join(' – ');
    return {
      '@type': 'Product',
      name,
      ...variantFields(variant),
      url: variantUrl,
      ...(variant.image ? { image: absoluteUrl(origin, variant.image.url) } : images.length > 0 ? { image: images[0] } : {}),
      ...(offer ? { offers: offer } : {}),
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...shared,
    productGroupID: product.ref,
    variesBy,
    hasVariant,
  };
}
