import { z } from 'zod';
import { theliaLocaleSchema, pageTextFields } from './common';
import { imageSchema, keywordBadgeSchema, priceSchema, productCardSchema, stockStateSchema, unitPriceSchema } from './product-card';
import { crumbSchema } from './category';
import { energyLabelSchema } from './energy-label';

/**
 * Facets of a listing (`GET /api/products/?facets=1`, added for the reference backend): the brands of the listing
 * with their product counts (computed without the brand filter, so other brands stay choosable) and the taxed price
 * bounds in EUR (computed without the price filter); `price` is null for an empty listing.
 */
/**
 * A technical filter of a listing (ADR 0041): a feature of the products' specifications with its choosable values
 * (`kind` 'values': clean feature availability values; 'ranges': numeric ranges of a measure or output) and their
 * counts under every other filter (a chosen value never hides the other values of its feature).
 */
export const featureFacetSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(['values', 'ranges']),
  values: z.array(z.object({ id: z.number().int().positive(), title: z.string(), count: z.number().int().nonnegative() })),
});
export type FeatureFacet = z.infer<typeof featureFacetSchema>;

/** `GET /api/feature_filters/?locale=`: every technical filter of the shop with its values (ADR 0041). */
export const featureFiltersResponseSchema = z.object({
  filters: z.array(
    z.object({
      id: z.number().int().positive(),
      title: z.string(),
      kind: z.enum(['values', 'ranges']),
      values: z.array(z.object({ id: z.number().int().positive(), title: z.string() })),
    }),
  ),
});
export type FeatureFiltersResponse = z.infer<typeof featureFiltersResponseSchema>;

export const listingFacetsSchema = z.object({
  brands: z.array(z.object({ id: z.number().int().positive(), title: z.string(), count: z.number().int().nonnegative() })),
  price: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable(),
  /** Features the listing's products have with more than one value, and chosen ones (absent from older backends). */
  features: z.array(featureFacetSchema).default([]),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const productListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  products: z.array(productCardSchema),
  facets: listingFacetsSchema.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Sort orders of `GET /api/products/` (`order`, default `sales_view_quantity`). */
export const productOrderSchema = z.enum(['sales_view_quantity', 'price_asc', 'price_desc', 'newest', 'title']);
export type ProductOrder = z.infer<typeof productOrderSchema>;


/** One product sale element (PSE): a colour × size combination with its own stock and price. */
export const pseSchema = z.object({
  id: z.number().int().positive(),
  ref: z.string(),
  ean: z.string(),
  color: z.string().nullable(),
  color_hex: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().nonnegative(),
  stock_state: stockStateSchema,
  available_from: z.string().nullable(),
  is_default: z.boolean(),
  weight: z.number().nonnegative(),
  prices: priceSchema,
  url: z.string(),
  /** The image of the variant's colour (Thelia's product_sale_elements_product_image); null when it has none of its own. */
  image: z.nullable(imageSchema),
});
export type Pse = z.infer<typeof pseSchema>;

export const documentSchema = z.object({ title: z.string(), url: z.string(), type: z.string() });

/** `GET /api/products/{id}?document=1&country_id=&locale=`: the product detail. */
export const productDetailSchema = z.object({
  id: z.number().int().positive(),
  ref: z.string(),
  visible: z.boolean(),
  ...pageTextFields,
  default_category_id: z.number().int().positive(),
  path: z.array(crumbSchema),
  brand: z
    .object({ id: z.number().int(), title: z.string(), url: z.string(), logo: z.nullable(imageSchema) })
    .nullable(),
  /** GPSR art. 19: the maker's name, postal and electronic address; a maker outside the EU also its EU responsible person. */
  manufacturer: z
    .object({
      name: z.string(),
      address: z.string(),
      email: z.string(),
      website: z.nullable(z.string()),
      eu_responsible: z.nullable(z.object({ name: z.string(), address: z.string(), email: z.string() })),
    })
    .nullable(),
  images: z.array(imageSchema),
  prices: priceSchema,
  unit_price: z.nullable(unitPriceSchema),
  quantity: z.number().nonnegative(),
  min_quantity: z.number().int().positive(),
  quantity_multiple: z.number().int().positive(),
  stock_state: stockStateSchema,
  available_from: z.string().nullable(),
  undeliverable_country_ids: z.array(z.number().int()),
  weight: z.number().nonnegative(),
  freight: z.boolean(),
  pse_id: z.number().int().positive(),
  pses: z.array(pseSchema).min(1),
  badges: z.array(keywordBadgeSchema),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().nonnegative() }).nullable(),
  documents: z.array(documentSchema),
  created_at: z.string(),
  /** The EU energy label of a heating product (added for the reference backend; absent = none). */
  energy_label: z.nullable(energyLabelSchema).default(null),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /api/get_pse/{pse}?country_id=`: the PSE and the product it belongs to. */
export const getPseResponseSchema = z.object({
  pse_id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  ref: z.string(),
  quantity: z.number().nonnegative(),
  stock_state: stockStateSchema,
});

/** `GET /api/ExternalOrderApi/features/product/{id}/{langCode}`: specifications. */
export const featuresResponseSchema = z.object({
  features: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string() })),
});

/** `GET product_delays/custom_attribute/{id}` and `delivery_delay_pse/{id}`: delivery time in working days. */
export const deliveryDelaySchema = z.object({
  min_days: z.number().int().nonnegative(),
  max_days: z.number().int().nonnegative(),
});

/** `GET products/combinations/{productId}/{locale}`: colour then size, each with its PSE and stock. */
export const combinationsResponseSchema = z.array(
  z.object({
    pse_id: z.number().int().positive(),
    color: z.string().nullable(),
    color_hex: z.string().nullable(),
    size: z.string().nullable(),
    quantity: z.number().nonnegative(),
    stock_state: stockStateSchema,
  }),
);

/** Related-product lists (accessories, related, upsell, alternatives, recommendations): product ids in order. */
export const productIdListSchema = z.object({ product_ids: z.array(z.number().int().positive()) });
export const selectionResponseSchema = z.object({
  accessories: z.array(z.number().int().positive()),
  related: z.array(z.number().int().positive()),
  upsell: z.array(z.number().int().positive()),
  alternatives: z.array(z.number().int().positive()),
});

/** `GET product-associated-keywords?product_id=`: keyword badges of a product (group 'badges'). */
export const associatedKeywordsResponseSchema = z.array(
  z.object({ product_id: z.number().int(), group: z.string(), keywords: z.array(keywordBadgeSchema) }),
);

/** `GET multiplier/` and `POST multiplier/bulk/`: quantity multiples per product. */
export const multiplierResponseSchema = z.array(
  z.object({ product_id: z.number().int(), multiple: z.number().int().positive(), min_quantity: z.number().int().positive() }),
);

/** `POST multiplier/bulk/` request body (added for the reference backend): the products to look up. */
export const multiplierBulkRequestSchema = z.object({
  attribute_id: z.number().int().nonnegative().optional(),
  locale: theliaLocaleSchema.optional(),
  products: z.array(z.number().int().positive()).max(500),
});
export type MultiplierBulkRequest = z.infer<typeof multiplierBulkRequestSchema>;

/** One approved review of a product (`GET comments/{productId}?locale=`, added for the reference backend). */
export const reviewSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  /** The author's first name. */
  author: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET comments/{productId}?locale=`: the approved reviews, newest first, and the rating they make up. */
export const commentsResponseSchema = z.object({
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().nonnegative() }).nullable(),
  comments: z.array(reviewSchema),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
