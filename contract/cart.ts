import { z } from 'zod';
import { theliaLocaleSchema } from './common';
import { imageSchema, stockStateSchema } from './product-card';

/**
 * The cart calls of the shop backend (spec section 7, 'Cart POSTs'): `POST {apiUrl}/cart/add|update|get|delete|clear|
 * assignCustomer|abandoned`. Requests name the cart `thelia.cart_id` (add) or `cart_id` (the others); answers carry
 * `status_code` and `data`. Domain refusals come back with their status (404 'Cart not found', 409 'Not enough stock',
 * ...) in the same shape, so the storefront can read them; malformed requests are a 400 with the apiError body.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
/** Largest quantity of one cart line (not in the spec: a shop for households and installers; keeps sums exact). */
export const CART_LINE_QUANTITY_MAX = 9999;
const quantity = z.number().int().min(1).max(CART_LINE_QUANTITY_MAX);

/** The customer a call is made for (`thelia_login`): null for guests. */
export const theliaLoginSchema = z.object({ customer_id: id, email: z.string().email().max(254) }).nullable();
export type TheliaLogin = z.infer<typeof theliaLoginSchema>;

const cartScope = {
  locale: theliaLocaleSchema.default('de_AT'),
  /** Delivery country (Thelia id) whose tax rule prices the items; default: the locale's shop country. */
  country_id: id.optional(),
};

export const cartAddRequestSchema = z.object({
  /** Absent or null: the backend creates a cart. */
  'thelia.cart_id': id.nullable().optional(),
  thelia_cart_add: z.object({
    /** true: add to the line's quantity; false: set it. */
    append: z.boolean(),
    product: id,
    product_sale_elements_id: id,
    quantity,
  }),
  thelia_login: theliaLoginSchema.optional(),
  ...cartScope,
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

export const cartUpdateRequestSchema = z.object({
  cart_id: id,
  cart_item: id,
  /** New quantity of the line; 0 removes it. */
  quantity: z.number().int().min(0).max(CART_LINE_QUANTITY_MAX),
  /** Added for the reference backend: the fulfilment centre the line ships from (0 = central warehouse). */
  selected_fulfilment_center: z.number().int().min(0).max(MAX_ID).optional(),
  thelia_login: theliaLoginSchema.optional(),
  ...cartScope,
});
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;

export const cartGetRequestSchema = z.object({ cart_id: id, thelia_login: theliaLoginSchema.optional(), ...cartScope });
export const cartDeleteRequestSchema = z.object({ cart_id: id, cart_item: id, ...cartScope });
export const cartClearRequestSchema = z.object({ cart_id: id, ...cartScope });
export const cartAssignCustomerRequestSchema = z.object({ email: z.string().email().max(254), cart_id: id });
/** With `cart_id`: makes (or returns) the cart's restore token. With `token`: answers the cart the token restores. */
export const cartAbandonedRequestSchema = z.union([
  z.object({ cart_id: id, email: z.string().email().max(254).optional() }),
  z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
]);

/** `data` of add and update answers. `quantity` is the line's quantity after the call (0 when it was removed). */
export const cartLineResultSchema = z.object({
  quantity: z.number().int().min(0),
  cartId: id,
  cartItemId: id,
});
export const cartAddResponseSchema = z.object({ status_code: z.number().int(), data: cartLineResultSchema.optional(), message: z.string().optional() });
export type CartAddResponse = z.infer<typeof cartAddResponseSchema>;

/** A cart item with the fields of the spec's 'Cart item' (section 3). Prices in EUR; `TAXED_*` for the cart's country. */
export const cartItemSchema = z.object({
  id,
  cartItemId: id,
  cartId: id,
  PRODUCT_SALE_ELEMENT: id,
  product_id: id,
  quantity,
  /** Stock of the PSE left beyond this line's quantity (never below 0). */
  quantityRemain: z.number().min(0),
  /** Units one step of the quantity stepper adds or takes away (the product's multiple). */
  quantityCount: z.number().int().min(1),
  /** Smallest quantity the product is sold in. */
  min_quantity: z.number().int().min(1),
  selectedProductColor: z.string().nullable(),
  selectedProductSize: z.string().nullable(),
  /** 'Colour / size' as shown, '' without variants. */
  variation: z.string(),
  REF: z.string(),
  TITLE: z.string(),
  URL: z.string(),
  PSE_URL: z.string(),
  IMAGE: z.nullable(imageSchema),
  images: z.array(imageSchema),
  /** Net unit price frozen when the item was added (Thelia's cart_item.price). */
  PRICE: z.number().nonnegative(),
  TAXED_PRICE: z.number().nonnegative(),
  /** The unit price the shopper pays with tax: the promo price during a promotion, else the price. */
  BEST_TAXED_PRICE: z.number().nonnegative(),
  IS_PROMO: z.boolean(),
  PROMO_PRICE: z.number().nonnegative(),
  TAXED_PROMO_PRICE: z.number().nonnegative(),
  /** Recommended retail price with tax, or null. */
  LISTEN_PRICE: z.number().nonnegative().nullable(),
  tax_percent: z.number().min(0).max(100),
  DEFAULT_CATEGORY: z.number().int().nonnegative(),
  brand_name: z.string().nullable(),
  /** Titles of the product's categories. */
  category: z.array(z.string()),
  stock_state: stockStateSchema,
  /** The product cannot be delivered to the cart's country. */
  undeliverable: z.boolean(),
  selectedFulfilmentCenter: z.number().int().min(0).default(0),
  /** When the item was added (ISO timestamp); its price holds until `price_end_of_life`. */
  added_at: z.string(),
  price_end_of_life: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  cartId: id,
  locale: theliaLocaleSchema,
  country_id: id,
  items: z.array(cartItemSchema),
  coupon_code: z.string().nullable(),
  /** Coupon discount with tax (EUR), 0 without a coupon. */
  discount: z.number().nonnegative(),
  /** Sum of the lines with tax, before discount and postage (EUR). */
  total_taxed: z.number().nonnegative(),
  total_untaxed: z.number().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartGetResponseSchema = z.object({ status_code: z.number().int(), data: cartSchema.optional(), message: z.string().optional() });

/** Answers of delete, clear and assignCustomer. */
export const cartStatusResponseSchema = z.object({ status_code: z.number().int(), message: z.string().optional(), data: z.object({ cartId: id }).optional() });
export const cartAbandonedResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ token: z.string(), cartId: id }).optional(),
});

/** The backend's refusal texts of coupons and postage (the cart's 'Cart not found' is in cart-not-found.ts). */
export const COUPON_INVALID_MESSAGE = 'Coupon invalid';
export const POSTAGE_INVALID_MESSAGE = 'Invalid data';

/** `POST {apiUrl}/customdelivery/postage`: postage of a cart for a country and delivery module. */
export const postageRequestSchema = z.object({
  country_id: id,
  state_id: z.number().int().min(0).max(MAX_ID).nullable().optional(),
  cart_id: id,
  locale: theliaLocaleSchema,
  delivery_module_id: id,
});
export const postageResponseSchema = z.object({
  status_code: z.number().int(),
  postage_amount: z.number().nonnegative().optional(),
  postage_amount_taxed: z.number().nonnegative().optional(),
  /** Added for the reference backend: the taxed cart value from which this country ships free (EUR), or null. */
  free_from_taxed: z.number().nonnegative().nullable().optional(),
  error: z.string().optional(),
});
export type PostageResponse = z.infer<typeof postageResponseSchema>;

/** `GET {apiUrl}/api/getActiveDelivery/{cartId}?country_id&locale`: delivery modules usable for the cart. */
export const deliveryModuleSchema = z.object({
  id,
  code: z.string(),
  title: z.string(),
  /** Order of the methods (spec section 3: a delivery method has an id and a position); the lowest comes first. */
  position: z.number().int(),
  postage: z.number().nonnegative(),
  postage_taxed: z.number().nonnegative(),
  /** Local pickup at a fulfilment centre. */
  pickup: z.boolean(),
});
export const activeDeliveryResponseSchema = z.array(deliveryModuleSchema);

/** `POST {apiUrl}/api/ExternalOrderApi/insertCoupon/`. */
export const insertCouponRequestSchema = z.object({
  coupon_code: z.string().trim().min(1).max(64),
  cart_id: id,
  customer_id: id.nullable().optional(),
});
export const insertCouponResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ coupon_code: z.string(), discount: z.number().nonnegative() }).optional(),
});
