/**
 * Business constants of the spec's section 9 (with the calls of decisions.md), each under its spec name.
 * Nothing else in the code base repeats these numbers.
 */

/** Version of the storefront (spec: Version 1.0.3). */
export const APP_VERSION = '1.0.3';

/** Login token life: 6 hours; refresh at two thirds of it. */
export const TOKEN_LIFE_MS = 6 * 60 * 60 * 1000;
export const TOKEN_REFRESH_FRACTION = 2 / 3;
/** Express (guest) checkout data life: 30 minutes. */
export const EXPRESS_DATA_LIFE_MS = 30 * 60 * 1000;
/** Consent cookie life: 150 days. */
export const CONSENT_COOKIE_DAYS = 150;

/** Config refetch 'short 60' (volatile data: cart, stock, delivery methods): 60 seconds. */
export const REFETCH_SHORT_MS = 60 * 1000;
/** Config refetch 'long 30' (config, menus, texts): 30 minutes. */
export const REFETCH_LONG_MS = 30 * 60 * 1000;
/** API cache: 300 seconds. */
export const API_CACHE_SECONDS = 300;
/** Locale config cache: 10 minutes. */
export const LOCALE_CONFIG_CACHE_SECONDS = 10 * 60;
/** Reviews badge cache: 1800 seconds. */
export const REVIEWS_BADGE_CACHE_SECONDS = 1800;

/**
 * Cart cookie life (not in the spec; Thelia keeps a cart until it is ordered): a returning shopper finds the cart
 * for 30 days after the last change.
 */
export const CART_COOKIE_MAX_AGE_DAYS = 30;

/** The compare list holds up to 4 products side by side (the issue says up to 4; the spec names no number). */
export const COMPARE_MAX_PRODUCTS = 4;
/**
 * The wish list holds up to 100 products (not in the spec): the most one `GET /api/products?ids=` answers, so the
 * whole list loads in one call.
 */
export const WISHLIST_MAX_PRODUCTS = 100;

/** Default delivery method id; default fulfilment centre. */
export const DEFAULT_DELIVERY_ID = 77;
export const DEFAULT_FULFILMENT_CENTER = 0;

/** Search. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_DROPDOWN_CHUNK = 6;
export const SEARCH_PAGE_CHUNK = 12;
export const SEARCH_MIN_SCORE = 10;
export const SEARCH_MAX_CONTENT_LINKS = 5;
export const SEARCH_MAX_BRANDS = 100;
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 8000;
/**
 * The price filter's upper bound per shop currency (ADR 0041): the spec's 0..8000 stays for EUR; in lei the
 * catalogue's dearest products (heat pumps) cost up to about 63,000 lei with VAT, so RON goes to 70,000, the
 * catalogue's maximum rounded up to ten thousand (a test holds the seeded catalogue under it).
 */
export const PRICE_FILTER_MAX_BY_CURRENCY = { EUR: PRICE_FILTER_MAX, RON: 70_000 } as const;
/** The shops' currencies (decisions.md: EUR for AT/DE, RON for RO), for the price bound where no config is read (proxy). */
export const SHOP_CURRENCY_CODE = { at: 'EUR', de: 'EUR', ro: 'RON' } as const;
export const INFINITE_SCROLL_THRESHOLDS_PX = [1500, 2500] as const;
/** Counts of 10,000 or more are shown with '+'. */
export const COUNT_PLUS_THRESHOLD = 10_000;

/** Stock badge shows the exact quantity below 10. */
export const STOCK_EXACT_BELOW = 10;
/** Without a list price a 16 percent markup is assumed for the discount badge. */
export const DEFAULT_MARKUP_PERCENT = 16;
/**
 * A reduced price is announced against the lowest price of this many days before the reduction (decisions.md
 * 'Discounts': EU Omnibus rule, §11 PAngV, §9a PrAG; ECJ C-330/23).
 */
export const PRICE_REFERENCE_DAYS = 30;

/** Returns 14 days; payment retry wait 2 minutes; forced-submit hint after 10 seconds. */
export const RETURN_DAYS = 14;
export const PAYMENT_RETRY_WAIT_MS = 2 * 60 * 1000;
export const FORCED_SUBMIT_HINT_MS = 10 * 1000;
/** Freight to Germany: 90 euro. */
export const FREIGHT_GERMANY_EUR = 90;

/** Lists: addresses 100, orders 999. Mega menu: 5 third-level entries. */
export const ADDRESS_LIST_LIMIT = 100;
export const ORDER_LIST_LIMIT = 999;
/** Orders the account overview shows (newest first), each with its next action; the rest are on /account/orders. */
export const ACCOUNT_OVERVIEW_ORDERS = 3;
export const MEGA_MENU_THIRD_LEVEL_MAX = 5;

/** Breakpoints (px). */
export const BREAKPOINT_MOBILE_MENU = 992;
export const BREAKPOINT_TOAST = 767;
export const BREAKPOINT_ADVENT_LINK = 1199;
export const BREAKPOINT_ADVENT_BANNER = 1200;
/**
 * The slot of the advent-calendar banner below BREAKPOINT_ADVENT_BANNER: a slim strip, 4:1. The page reserves exactly
 * this box before the image arrives; the backend draws its mobile advent image (`advent_image_mobile`) in this size.
 */
export const ADVENT_BANNER_IMAGE = { width: 800, height: 200 } as const;

/** Error-reporting sample rates. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;
export const SENTRY_REPLAY_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

/** New-version toast: 15000 ms. */
export const NEW_VERSION_TOAST_MS = 15_000;
/** Reviews badge defaults: right and bottom, offsets 0 and 5. */
export const BADGE_POSITION = { horizontal: 'right', vertical: 'bottom', offsetX: 0, offsetY: 5 } as const;
/** Keyword group of product badges. */
export const KEYWORD_GROUP_BADGES = 'badges';
/** Cart count badge: thousands shown as 'Nk'; a smaller font above 99. */
export const CART_BADGE_SMALL_FONT_ABOVE = 99;

/** Next-day delivery cutoff when the shop's config has none: 13:00 local time, never on Fridays (decisions.md). */
export const DEFAULT_NEXT_DAY_CUTOFF = '13:00';
/** Delivery ranges (spec section 9): in stock 1-2 working days; ordered from the supplier 2-3 weeks. */
export const DELIVERY_IN_STOCK_DAYS = { min: 1, max: 2 } as const;
export const DELIVERY_SUPPLIER_WEEKS = { min: 2, max: 3 } as const;
/** Bulky items in stock go by freight forwarder (date arranged by phone): 3-5 working days, never next day. */
export const DELIVERY_FREIGHT_DAYS = { min: 3, max: 5 } as const;
/** A week of a delivery time in working days (Monday to Friday). */
export const WORKING_DAYS_PER_WEEK = 5;

/** Texts of the about page: more than 2500 products; a showroom of over 350 square metres. */
export const CATALOGUE_PRODUCTS_MORE_THAN = 2500;
export const SHOWROOM_AREA_OVER_SQM = 350;
/** Advent calendar: 24 doors, door n opens on n December (shop time zone). */
export const ADVENT_DOORS = 24;
/** Contact form (spec section 5): names at least 2 characters; phone digits, spaces or '+' with length 9-20 (decisions.md). */
export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_PHONE_MIN_LENGTH = 9;
export const CONTACT_PHONE_MAX_LENGTH = 20;
/** Contact form message: at least 20 characters, at most 5000. */
export const CONTACT_MESSAGE_MIN_LENGTH = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/**
 * Showroom appointment requests (spec section 3: date, time, client, phone). Not in the spec's numbers: consultations
 * start on the half hour within the showroom's opening hours, from tomorrow up to 90 days ahead, one per slot.
 */
export const APPOINTMENT_SLOT_MINUTES = 30;
export const APPOINTMENT_MAX_DAYS_AHEAD = 90;

/** Listings (category, brand, landing and type pages): chunks of 12, like the search results page. */
export const LISTING_PAGE_CHUNK = SEARCH_PAGE_CHUNK;
/** Listing URL state: at most this many brands in one filter; pages above this number are junk (dropped). */
export const LISTING_MAX_BRANDS = 20;
/** Listing and search URL state: at most this many technical filter values at once (ADR 0041). */
export const LISTING_MAX_FEATURE_VALUES = 8;
export const LISTING_MAX_PAGE = 10_000;

/**
 * Sitemaps (sitemaps.org allows at most 50,000 URLs and 50 MB per file): URLs per shard, and how long a shard is
 * cached. A shard's cached URL list must stay below Next's 2 MB data-cache entry limit (about 250 bytes per URL).
 */
export const SITEMAP_SHARD_SIZE = 5000;
export const SITEMAP_CACHE_SECONDS = 3600;
/** Page size when the sitemap reads the product listing (`GET /api/products/` caps `limit` at 100). */
export const SITEMAP_PRODUCT_PAGE_SIZE = 100;

/** Signed revalidation calls: the timestamp may differ from the server clock by at most 5 minutes (replay window). */
export const REVALIDATE_SIGNATURE_WINDOW_SECONDS = 300;

/**
 * Search facets: most categories the results page lists with counts (not in the spec's numbers; the catalogue has
 * about 120 categories). Brands: SEARCH_MAX_BRANDS.
 */
export const SEARCH_MAX_CATEGORIES = 200;

/** Account forms (spec section 5): a short string field (the address label) needs at least 4 characters (S5-22). */
export const SHORT_STRING_MIN_LENGTH = 4;
/**
 * Passwords (spec section 5 S5-23 said 4; issue 42 and ADR 0055: OWASP ASVS, at least 8, better 12): at least 12
 * characters, at most 128 (nothing cut off below that). Counted as contract/password-length.ts says; the rule:
 * lib/account/password-policy.ts (storefront), backend/accounts/password.ts (backend).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Accounts (issue 18): a password reset link lives 60 minutes and is used once. */
export const PASSWORD_RESET_LIFE_MS = 60 * 60 * 1000;
/**
 * The EU member states (ISO 3166-1 alpha-2): a delivery to any other country is a tax-free export (0 % VAT; §6 UStG,
 * §7 UStG 1994, art. 294 Cod fiscal), shown as such instead of a VAT line.
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/**
 * Issue 42: a guest who became a customer gets a one-time link to set the password (never a password by e-mail); it
 * lives 72 hours, since the welcome mail is often read a day later, and is used once like a reset link.
 */
export const SET_PASSWORD_LINK_LIFE_MS = 72 * 60 * 60 * 1000;

/** A Google Tag Manager container id as the back office holds it (`googletagmanager_trackingcode`): 'GTM-' and 4 to 12 capitals or digits. */
export const TAG_MANAGER_CONTAINER_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
