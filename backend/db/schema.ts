/**
 * SQL schema of the reference backend, modelled on Thelia 2 (setup/thelia.sql) with the custom tables the shop's
 * API modules need: price history (Omnibus 30-day low), keyword badges, fulfilment centres and their stock,
 * locale/system/module config of the helper API, orders with their payments, the mail outbox and withdrawals.
 * Prices are net EUR, as in Thelia; order amounts are frozen in the order's currency.
 */
export const SCHEMA_VERSION = 19;

export const SCHEMA_SQL = `
CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE lang (
  id INTEGER PRIMARY KEY, locale TEXT NOT NULL UNIQUE, code TEXT NOT NULL, title TEXT NOT NULL,
  url TEXT NOT NULL, by_default INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE currency (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, symbol TEXT NOT NULL, rate REAL NOT NULL,
  by_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE country (
  id INTEGER PRIMARY KEY, isoalpha2 TEXT NOT NULL UNIQUE, isoalpha3 TEXT NOT NULL, visible INTEGER NOT NULL,
  position INTEGER NOT NULL, zip_code_format TEXT NOT NULL, in_eu INTEGER NOT NULL
);
CREATE TABLE country_i18n (
  id INTEGER NOT NULL REFERENCES country(id), locale TEXT NOT NULL, title TEXT NOT NULL,
  PRIMARY KEY (id, locale)
);
CREATE TABLE tax (id INTEGER PRIMARY KEY, type TEXT NOT NULL, serialized_requirements TEXT NOT NULL);
CREATE TABLE tax_i18n (
  id INTEGER NOT NULL REFERENCES tax(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE tax_rule (id INTEGER PRIMARY KEY, is_default INTEGER NOT NULL, title TEXT NOT NULL);
CREATE TABLE tax_rule_country (
  tax_rule_id INTEGER NOT NULL REFERENCES tax_rule(id), country_id INTEGER NOT NULL REFERENCES country(id),
  tax_id INTEGER NOT NULL REFERENCES tax(id), position INTEGER NOT NULL,
  PRIMARY KEY (tax_rule_id, country_id, tax_id)
);

CREATE TABLE category (
  id INTEGER PRIMARY KEY, parent INTEGER NOT NULL, visible INTEGER NOT NULL, position INTEGER NOT NULL,
  image TEXT, icon TEXT
);
CREATE INDEX category_parent ON category(parent, position);
CREATE TABLE category_i18n (
  id INTEGER NOT NULL REFERENCES category(id), locale TEXT NOT NULL, title TEXT NOT NULL, chapo TEXT NOT NULL,
  description TEXT NOT NULL, meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, PRIMARY KEY (id, locale)
);

CREATE TABLE brand (
  id INTEGER PRIMARY KEY, visible INTEGER NOT NULL, position INTEGER NOT NULL, logo TEXT,
  manufacturer_name TEXT NOT NULL, manufacturer_address TEXT NOT NULL, manufacturer_email TEXT NOT NULL
);
-- manufacturer_address and eu_address: the postal addresses of the GPSR data with the country named in the locale's
-- language (NULL: brand.manufacturer_address and brand_gpsr.eu_address as they are).
CREATE TABLE brand_i18n (
  id INTEGER NOT NULL REFERENCES brand(id), locale TEXT NOT NULL, title TEXT NOT NULL, chapo TEXT NOT NULL,
  description TEXT NOT NULL, meta_title TEXT NOT NULL, meta_description TEXT NOT NULL,
  manufacturer_address TEXT, eu_address TEXT, PRIMARY KEY (id, locale)
);

CREATE TABLE product (
  id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, visible INTEGER NOT NULL, position INTEGER NOT NULL,
  tax_rule_id INTEGER NOT NULL REFERENCES tax_rule(id), brand_id INTEGER REFERENCES brand(id),
  kind TEXT NOT NULL, created_at TEXT NOT NULL, sales_count INTEGER NOT NULL,
  rating_value REAL, rating_count INTEGER, unit TEXT, unit_content REAL,
  min_quantity INTEGER NOT NULL DEFAULT 1, quantity_multiple INTEGER NOT NULL DEFAULT 1,
  freight INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_brand ON product(brand_id);
CREATE INDEX product_sales ON product(visible, sales_count DESC);
CREATE TABLE product_i18n (
  id INTEGER NOT NULL REFERENCES product(id), locale TEXT NOT NULL, title TEXT NOT NULL, chapo TEXT NOT NULL,
  description TEXT NOT NULL, meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE product_category (
  product_id INTEGER NOT NULL REFERENCES product(id), category_id INTEGER NOT NULL REFERENCES category(id),
  default_category INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category ON product_category(category_id);
CREATE TABLE product_undeliverable_country (
  product_id INTEGER NOT NULL REFERENCES product(id), country_id INTEGER NOT NULL REFERENCES country(id),
  PRIMARY KEY (product_id, country_id)
);
CREATE TABLE product_image (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), file TEXT NOT NULL,
  width INTEGER NOT NULL, height INTEGER NOT NULL, visible INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX product_image_product ON product_image(product_id, position);
CREATE TABLE product_document (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), type TEXT NOT NULL,
  file TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX product_document_product ON product_document(product_id, position);
CREATE TABLE product_document_i18n (
  id INTEGER NOT NULL REFERENCES product_document(id), locale TEXT NOT NULL, title TEXT NOT NULL,
  PRIMARY KEY (id, locale)
);
CREATE TABLE product_association (
  product_id INTEGER NOT NULL REFERENCES product(id), type TEXT NOT NULL, target_id INTEGER NOT NULL REFERENCES product(id),
  position INTEGER NOT NULL, PRIMARY KEY (product_id, type, target_id)
);

CREATE TABLE product_comment (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), rating INTEGER NOT NULL,
  author TEXT NOT NULL, created_at TEXT NOT NULL, approved INTEGER NOT NULL
);
CREATE INDEX product_comment_product ON product_comment(product_id, approved, created_at);
CREATE TABLE product_comment_i18n (
  id INTEGER NOT NULL REFERENCES product_comment(id), lang TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);

CREATE TABLE attribute (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
CREATE TABLE attribute_av (
  id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL REFERENCES attribute(id), code TEXT NOT NULL,
  hex TEXT, position INTEGER NOT NULL, UNIQUE (attribute_id, code)
);
CREATE TABLE attribute_av_i18n (
  id INTEGER NOT NULL REFERENCES attribute_av(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE product_sale_elements (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), ref TEXT NOT NULL UNIQUE,
  quantity REAL NOT NULL, promo INTEGER NOT NULL, newness INTEGER NOT NULL, weight REAL NOT NULL,
  is_default INTEGER NOT NULL, ean_code TEXT NOT NULL, stock_state TEXT NOT NULL, available_from TEXT,
  delivery_min_days INTEGER NOT NULL, delivery_max_days INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX pse_product ON product_sale_elements(product_id, position);
CREATE INDEX pse_default ON product_sale_elements(is_default, product_id);
CREATE TABLE attribute_combination (
  attribute_id INTEGER NOT NULL REFERENCES attribute(id), attribute_av_id INTEGER NOT NULL REFERENCES attribute_av(id),
  product_sale_elements_id INTEGER NOT NULL REFERENCES product_sale_elements(id),
  PRIMARY KEY (attribute_id, attribute_av_id, product_sale_elements_id)
);
CREATE INDEX attribute_combination_pse ON attribute_combination(product_sale_elements_id);
CREATE TABLE product_price (
  product_sale_elements_id INTEGER NOT NULL REFERENCES product_sale_elements(id),
  currency_id INTEGER NOT NULL REFERENCES currency(id), price REAL NOT NULL, promo_price REAL NOT NULL,
  listen_price REAL, promo_start TEXT, PRIMARY KEY (product_sale_elements_id, currency_id)
);
CREATE TABLE product_price_history (
  id INTEGER PRIMARY KEY, product_sale_elements_id INTEGER NOT NULL REFERENCES product_sale_elements(id),
  price REAL NOT NULL, valid_from TEXT NOT NULL, valid_to TEXT NOT NULL
);
CREATE INDEX price_history_pse ON product_price_history(product_sale_elements_id, valid_from);

-- EU energy labels of heating products (ADR 0032): the class on its scale (space_heater: Reg. 811/2013, A+++ to D;
-- water_heater / storage_tank: Reg. 812/2013, A+ to F), the label (SVG) and the product information sheet (PDF per
-- language) below /media, and the sheet's values as JSON (backend/db/seed/energy-labels.ts, energyDataSchema).
CREATE TABLE product_energy_label (
  product_id INTEGER PRIMARY KEY REFERENCES product(id), scale TEXT NOT NULL, class TEXT NOT NULL,
  label_file TEXT NOT NULL, sheet_file_de TEXT NOT NULL, sheet_file_ro TEXT NOT NULL, data TEXT NOT NULL
);

CREATE TABLE feature (id INTEGER PRIMARY KEY, position INTEGER NOT NULL);
CREATE TABLE feature_i18n (
  id INTEGER NOT NULL REFERENCES feature(id), lang TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, lang)
);
CREATE TABLE feature_product (
  product_id INTEGER NOT NULL REFERENCES product(id), feature_id INTEGER NOT NULL REFERENCES feature(id),
  lang TEXT NOT NULL, value TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (product_id, feature_id, lang)
);

-- Feature availability values (Thelia's feature_av): the clean, shared values of a feature ('600 mm', 'Chrom'), and
-- which of them a product has (a finish feature lists several). feature_product keeps the text per language shown on
-- the product page, written from the same values (backend/db/seed/feature-values.ts).
CREATE TABLE feature_av (id INTEGER PRIMARY KEY, feature_id INTEGER NOT NULL REFERENCES feature(id), position INTEGER NOT NULL);
CREATE TABLE feature_av_i18n (
  id INTEGER NOT NULL REFERENCES feature_av(id), lang TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, lang)
);
CREATE TABLE feature_product_av (
  product_id INTEGER NOT NULL REFERENCES product(id), feature_av_id INTEGER NOT NULL REFERENCES feature_av(id),
  PRIMARY KEY (product_id, feature_av_id)
);
-- Technical filters (ADR 0041): which features a listing or search can be filtered by, and their choosable values,
-- one global id space: for kind 'values' one filter value per feature_av, for kind 'ranges' one per numeric range
-- (lower <= number < upper, in the feature's unit). product_filter_value holds which values a product matches.
CREATE TABLE feature_filter (
  feature_id INTEGER PRIMARY KEY REFERENCES feature(id), kind TEXT NOT NULL CHECK (kind IN ('values', 'ranges'))
);
CREATE TABLE filter_value (
  id INTEGER PRIMARY KEY, feature_id INTEGER NOT NULL REFERENCES feature_filter(feature_id), position INTEGER NOT NULL,
  feature_av_id INTEGER REFERENCES feature_av(id), lower REAL, upper REAL
);
CREATE TABLE filter_value_i18n (
  id INTEGER NOT NULL REFERENCES filter_value(id), lang TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, lang)
);
CREATE TABLE product_filter_value (
  product_id INTEGER NOT NULL REFERENCES product(id), filter_value_id INTEGER NOT NULL REFERENCES filter_value(id),
  PRIMARY KEY (product_id, filter_value_id)
);
CREATE INDEX product_filter_value_value ON product_filter_value(filter_value_id);

CREATE TABLE keyword (
  id INTEGER PRIMARY KEY, keyword_group TEXT NOT NULL, code TEXT NOT NULL UNIQUE, color TEXT NOT NULL,
  background TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE keyword_i18n (
  id INTEGER NOT NULL REFERENCES keyword(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE product_keyword (
  product_id INTEGER NOT NULL REFERENCES product(id), keyword_id INTEGER NOT NULL REFERENCES keyword(id),
  PRIMARY KEY (product_id, keyword_id)
);
CREATE INDEX product_keyword_keyword ON product_keyword(keyword_id);

CREATE TABLE folder (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL, visible INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE folder_i18n (
  id INTEGER NOT NULL REFERENCES folder(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE content (id INTEGER PRIMARY KEY, visible INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE content_i18n (
  id INTEGER NOT NULL REFERENCES content(id), locale TEXT NOT NULL, title TEXT NOT NULL, chapo TEXT NOT NULL,
  description TEXT NOT NULL, postscriptum TEXT NOT NULL, meta_title TEXT NOT NULL, meta_description TEXT NOT NULL,
  PRIMARY KEY (id, locale)
);
CREATE TABLE content_folder (
  content_id INTEGER NOT NULL REFERENCES content(id), folder_id INTEGER NOT NULL REFERENCES folder(id),
  default_folder INTEGER NOT NULL, PRIMARY KEY (content_id, folder_id)
);
CREATE TABLE content_image (
  id INTEGER PRIMARY KEY, content_id INTEGER NOT NULL REFERENCES content(id), file TEXT NOT NULL,
  width INTEGER NOT NULL, height INTEGER NOT NULL, position INTEGER NOT NULL
);

CREATE TABLE rewriting_url (
  id INTEGER PRIMARY KEY, url TEXT NOT NULL, view TEXT NOT NULL, view_id INTEGER NOT NULL,
  view_locale TEXT NOT NULL, redirected INTEGER REFERENCES rewriting_url(id), UNIQUE (url, view_locale)
);
CREATE INDEX rewriting_url_view ON rewriting_url(view, view_id, view_locale, redirected);

CREATE TABLE fulfilment_center (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, address TEXT NOT NULL, zipcode TEXT NOT NULL, city TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES country(id), phone TEXT NOT NULL, opening_hours TEXT NOT NULL,
  pickup INTEGER NOT NULL, position INTEGER NOT NULL
);
-- A centre's name and opening hours in each shop's language (fulfilment_center holds the fallback).
CREATE TABLE fulfilment_center_i18n (
  id INTEGER NOT NULL REFERENCES fulfilment_center(id), locale TEXT NOT NULL, name TEXT NOT NULL, opening_hours TEXT NOT NULL,
  PRIMARY KEY (id, locale)
);
CREATE TABLE fulfilment_center_stock (
  fulfilment_center_id INTEGER NOT NULL REFERENCES fulfilment_center(id),
  product_sale_elements_id INTEGER NOT NULL REFERENCES product_sale_elements(id), quantity REAL NOT NULL,
  PRIMARY KEY (product_sale_elements_id, fulfilment_center_id)
);

CREATE TABLE locale_config (locale TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (locale, name));
CREATE TABLE system_config (name TEXT NOT NULL, locale TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (name, locale));
CREATE TABLE module_config (
  module_name TEXT NOT NULL, locale TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (module_name, locale, name)
);

CREATE TABLE contact_message (
  id INTEGER PRIMARY KEY, locale TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT,
  order_number TEXT, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE appointment_request (
  id INTEGER PRIMARY KEY, locale TEXT NOT NULL, showroom_id INTEGER NOT NULL REFERENCES content(id), date TEXT NOT NULL,
  time TEXT NOT NULL, client TEXT NOT NULL, phone TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (showroom_id, date, time)
);

-- Carts (Thelia cart / cart_item): net prices frozen when an item is added, until price_end_of_life.
CREATE TABLE cart (
  id INTEGER PRIMARY KEY, locale TEXT NOT NULL, country_id INTEGER NOT NULL REFERENCES country(id), customer_email TEXT,
  coupon_code TEXT, restore_token TEXT UNIQUE, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE cart_item (
  id INTEGER PRIMARY KEY, cart_id INTEGER NOT NULL REFERENCES cart(id), product_id INTEGER NOT NULL REFERENCES product(id),
  pse_id INTEGER NOT NULL REFERENCES product_sale_elements(id), quantity INTEGER NOT NULL, price REAL NOT NULL,
  promo_price REAL NOT NULL, promo INTEGER NOT NULL, listen_price REAL, price_end_of_life TEXT NOT NULL, added_at TEXT NOT NULL,
  selected_fulfilment_center INTEGER NOT NULL DEFAULT 0, UNIQUE (cart_id, pse_id)
);
CREATE TABLE coupon (
  code TEXT PRIMARY KEY COLLATE NOCASE, type TEXT NOT NULL, value REAL NOT NULL, min_total_taxed REAL NOT NULL,
  valid_until TEXT NOT NULL, locale TEXT
);
CREATE TABLE delivery_module (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, pickup INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE delivery_module_i18n (
  id INTEGER NOT NULL REFERENCES delivery_module(id), locale TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (id, locale)
);
CREATE TABLE postage_rule (
  country_id INTEGER NOT NULL REFERENCES country(id), delivery_module_id INTEGER NOT NULL REFERENCES delivery_module(id),
  amount_taxed REAL NOT NULL, free_from_taxed REAL, tax_percent REAL NOT NULL,
  -- The carrier's tracking page for a consignment of this module to this country ('{number}': the tracking number).
  tracking_url TEXT,
  PRIMARY KEY (country_id, delivery_module_id)
);

-- Customers (Thelia customer; guests are customers with the guest flag) and their addresses. Counties are Thelia's
-- state table (Romanian județe).
CREATE TABLE state (
  id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES country(id), isocode TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
  postcode_prefixes TEXT NOT NULL, position INTEGER NOT NULL
);
-- A customer with an account has a password hash (argon2id); guests have none. is_company marks business customers,
-- whose company VAT number is checked (vat_status: none, valid, invalid, error). Accounts are unique per e-mail
-- address (lower case); guests may repeat an address.
CREATE TABLE customer (
  id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, email TEXT NOT NULL, title_id INTEGER NOT NULL, firstname TEXT NOT NULL,
  lastname TEXT NOT NULL, locale TEXT NOT NULL, guest INTEGER NOT NULL, created_at TEXT NOT NULL,
  password_hash TEXT, is_admin INTEGER NOT NULL DEFAULT 0, is_company INTEGER NOT NULL DEFAULT 0, company TEXT NOT NULL DEFAULT '',
  vat_number TEXT NOT NULL DEFAULT '', vat_status TEXT NOT NULL DEFAULT 'none', newsletter INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_email ON customer(email);
CREATE UNIQUE INDEX customer_account_email ON customer(lower(email)) WHERE guest = 0;
-- Login sessions: a customer JWT names its session (sid); logout and a password change end sessions, so a token that
-- is still within its 6 hours reaches nothing once its session has ended.
CREATE TABLE customer_session (
  id TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), created_at TEXT NOT NULL,
  refreshed_at TEXT NOT NULL, ended_at TEXT
);
CREATE INDEX customer_session_customer ON customer_session(customer_id);
-- Password reset links (forgot password): only the SHA-256 of the random token is stored; a link is used once and
-- expires PASSWORD_RESET_LIFE_MS after it was sent.
CREATE TABLE password_reset (
  token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL, used_at TEXT
);
CREATE INDEX password_reset_customer ON password_reset(customer_id);
-- Failed logins per e-mail address (lower case): too many within LOGIN_FAILURE_WINDOW_MS refuse further attempts.
CREATE TABLE login_failure (email TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX login_failure_email ON login_failure(email, at);
CREATE TABLE address (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), label TEXT NOT NULL, title_id INTEGER NOT NULL,
  firstname TEXT NOT NULL, lastname TEXT NOT NULL, company TEXT NOT NULL, vat_number TEXT NOT NULL, address1 TEXT NOT NULL,
  address2 TEXT NOT NULL, address3 TEXT NOT NULL, zipcode TEXT NOT NULL, city TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES country(id), state_id INTEGER REFERENCES state(id), phone TEXT NOT NULL,
  cellphone TEXT NOT NULL, is_default INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX address_customer ON address(customer_id);
-- A customer's wish list and compare list per shop locale (ADR 0031): product ids in the shopper's order, so the
-- lists follow the account across browsers; a guest's lists stay in the browser until a login merges them in.
CREATE TABLE customer_list_item (
  customer_id INTEGER NOT NULL REFERENCES customer(id), locale TEXT NOT NULL, list TEXT NOT NULL CHECK (list IN ('wishlist', 'compare')),
  product_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (customer_id, locale, list, product_id)
);
-- Personal coupons (ADR 0031): a coupon with rows here can be used only by those customers; every other coupon is the
-- shop's public one. The account's coupon page lists both.
CREATE TABLE coupon_customer (
  code TEXT NOT NULL COLLATE NOCASE REFERENCES coupon(code), customer_id INTEGER NOT NULL REFERENCES customer(id), PRIMARY KEY (code, customer_id)
);
-- Social account links (S4-55, S4-56): the identity provider's subject linked to a customer; one link per provider and
-- customer, a subject belongs to one customer.
CREATE TABLE customer_social_link (
  customer_id INTEGER NOT NULL REFERENCES customer(id), provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL,
  linked_at TEXT NOT NULL, PRIMARY KEY (customer_id, provider), UNIQUE (provider, subject)
);

-- Payment modules (Thelia module of type 3) with their texts, and per shop: active, position, fee, countries.
CREATE TABLE payment_module (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, logo TEXT NOT NULL);
CREATE TABLE payment_module_i18n (
  id INTEGER NOT NULL REFERENCES payment_module(id), locale TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL,
  conditions TEXT NOT NULL, logo TEXT, PRIMARY KEY (id, locale)
);
CREATE TABLE payment_module_shop (
  payment_module_id INTEGER NOT NULL REFERENCES payment_module(id), locale TEXT NOT NULL, active INTEGER NOT NULL,
  position INTEGER NOT NULL, fee_taxed REAL NOT NULL, country_ids TEXT NOT NULL, parcel_only INTEGER NOT NULL,
  PRIMARY KEY (payment_module_id, locale)
);
CREATE TABLE bank_account (
  locale TEXT PRIMARY KEY, beneficiary TEXT NOT NULL, iban TEXT NOT NULL, bic TEXT NOT NULL, bank TEXT NOT NULL, currency TEXT NOT NULL
);
-- The pickup centre chosen for a cart's coming order (/localpickup/order), and whether its address is the delivery address.
CREATE TABLE cart_local_pickup (
  cart_id INTEGER PRIMARY KEY REFERENCES cart(id), fulfilment_center_id INTEGER NOT NULL REFERENCES fulfilment_center(id),
  use_address INTEGER NOT NULL
);

-- Orders (Thelia order, order_product, order_product_tax, order_address) with amounts frozen in the order's currency.
CREATE TABLE order_address (
  id INTEGER PRIMARY KEY, title_id INTEGER NOT NULL, firstname TEXT NOT NULL, lastname TEXT NOT NULL, company TEXT NOT NULL,
  vat_number TEXT NOT NULL, address1 TEXT NOT NULL, address2 TEXT NOT NULL, address3 TEXT NOT NULL, zipcode TEXT NOT NULL,
  city TEXT NOT NULL, country_id INTEGER NOT NULL REFERENCES country(id), state_id INTEGER REFERENCES state(id),
  phone TEXT NOT NULL, cellphone TEXT NOT NULL
);
CREATE TABLE "order" (
  id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, number TEXT NOT NULL UNIQUE, cart_id INTEGER NOT NULL REFERENCES cart(id),
  customer_id INTEGER NOT NULL REFERENCES customer(id), email TEXT NOT NULL, locale TEXT NOT NULL, country_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, status TEXT NOT NULL, status_changed_at TEXT NOT NULL, sent_at TEXT,
  payment_module_id INTEGER NOT NULL REFERENCES payment_module(id), delivery_module_id INTEGER NOT NULL REFERENCES delivery_module(id),
  pickup_center_id INTEGER REFERENCES fulfilment_center(id), currency TEXT NOT NULL, currency_rate REAL NOT NULL,
  goods_taxed REAL NOT NULL, total_untaxed REAL NOT NULL, total_taxed REAL NOT NULL, postage_taxed REAL NOT NULL,
  postage_untaxed REAL NOT NULL, postage_tax_percent REAL NOT NULL, postage_tax_rule_title TEXT NOT NULL,
  payment_fee_taxed REAL NOT NULL, coupon_code TEXT, discount_taxed REAL NOT NULL, down_payment REAL NOT NULL,
  message TEXT NOT NULL, is_complete_delivery INTEGER NOT NULL, is_company INTEGER NOT NULL,
  invoice_address_id INTEGER NOT NULL REFERENCES order_address(id), delivery_address_id INTEGER NOT NULL REFERENCES order_address(id),
  invoice_ref TEXT UNIQUE, invoice_date TEXT, credit_ref TEXT UNIQUE, credit_date TEXT, tracking_number TEXT, return_base TEXT NOT NULL,
  -- The expected delivery window frozen when the order was placed (parcel, freight or pickup; shop calendar dates), NULL without one.
  delivery_kind TEXT, delivery_from TEXT, delivery_to TEXT
);
-- Gap-free document numbers: the last number given in each series (invoices or credit notes of one selling company) per year.
CREATE TABLE document_series (series TEXT NOT NULL, year INTEGER NOT NULL, last INTEGER NOT NULL, PRIMARY KEY (series, year));
CREATE INDEX order_cart ON "order"(cart_id);
CREATE INDEX order_customer ON "order"(customer_id, created_at);
CREATE TABLE order_product (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES "order"(id), cart_item_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL, pse_id INTEGER NOT NULL, ref TEXT NOT NULL, title TEXT NOT NULL, variation TEXT NOT NULL,
  quantity INTEGER NOT NULL, unit_price_untaxed REAL NOT NULL, unit_price_taxed REAL NOT NULL, tax_percent REAL NOT NULL,
  total_taxed REAL NOT NULL, was_in_promo INTEGER NOT NULL, url TEXT NOT NULL, image TEXT
);
CREATE INDEX order_product_order ON order_product(order_id);
CREATE TABLE order_product_tax (
  order_product_id INTEGER PRIMARY KEY REFERENCES order_product(id), title TEXT NOT NULL, percent REAL NOT NULL, amount REAL NOT NULL
);
CREATE TABLE order_tax (
  order_id INTEGER NOT NULL REFERENCES "order"(id), percent REAL NOT NULL, amount REAL NOT NULL, PRIMARY KEY (order_id, percent)
);
-- One payment per order: 'none' for cash on delivery and prepayment until the shop confirms the receipt.
CREATE TABLE order_payment (
  order_id INTEGER PRIMARY KEY REFERENCES "order"(id), method TEXT NOT NULL, provider_ref TEXT UNIQUE, redirect TEXT NOT NULL,
  state TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, started_at TEXT NOT NULL, transaction_id TEXT,
  confirmed_at TEXT, closed_at TEXT, close_reason TEXT
);
-- Idempotency keys of pay calls (the pay payload's session_id): one order per submission.
CREATE TABLE order_submission (
  key TEXT PRIMARY KEY, cart_id INTEGER NOT NULL REFERENCES cart(id), order_id INTEGER NOT NULL REFERENCES "order"(id),
  created_at TEXT NOT NULL
);
CREATE TABLE withdrawal (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL UNIQUE REFERENCES "order"(id), name TEXT NOT NULL, email TEXT NOT NULL,
  locale TEXT NOT NULL, received_at TEXT NOT NULL
);
-- E-mails the backend sends (read at GET /outbox and GET /api/outbox).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY, to_email TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, kind TEXT NOT NULL,
  locale TEXT NOT NULL, order_id INTEGER REFERENCES "order"(id), created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox(to_email, id);

-- Reviews written by customers (accounts): who wrote a product_comment, for which variant, and where moderation
-- stands (pending, approved, rejected). product_comment.approved is 1 exactly for approved ones.
CREATE TABLE product_comment_customer (
  comment_id INTEGER PRIMARY KEY REFERENCES product_comment(id), customer_id INTEGER NOT NULL REFERENCES customer(id),
  pse_id INTEGER NOT NULL REFERENCES product_sale_elements(id), status TEXT NOT NULL, moderated_at TEXT
);
CREATE INDEX product_comment_customer_customer ON product_comment_customer(customer_id, status);
CREATE INDEX product_comment_customer_status ON product_comment_customer(status, comment_id);
-- Newsletter subscriptions of any e-mail address (customers or not), double opt-in: pending until the e-mailed link
-- (token stored as its SHA-256) is used, then active; unsubscribed keeps the row. customer.newsletter follows the
-- state of an account's address.
CREATE TABLE newsletter_subscription (
  email TEXT PRIMARY KEY, locale TEXT NOT NULL, status TEXT NOT NULL, token_hash TEXT UNIQUE, token_expires_at TEXT,
  created_at TEXT NOT NULL, confirmed_at TEXT, unsubscribed_at TEXT
);

-- Catalogue data of a real shop (ADR 0033): the image of a colour variant (Thelia's product_sale_elements_product_image),
-- and per brand the maker's web contact and, for a maker outside the EU, its responsible person in the EU (GPSR art. 4).
CREATE TABLE product_sale_elements_product_image (
  id INTEGER PRIMARY KEY, product_sale_elements_id INTEGER NOT NULL REFERENCES product_sale_elements(id),
  product_image_id INTEGER NOT NULL REFERENCES product_image(id)
);
CREATE INDEX pse_image_pse ON product_sale_elements_product_image(product_sale_elements_id);
CREATE TABLE brand_gpsr (
  brand_id INTEGER PRIMARY KEY REFERENCES brand(id), website TEXT NOT NULL,
  eu_name TEXT, eu_address TEXT, eu_email TEXT
);

-- The search engine's indexes (backend/search/index-store.ts): definition, documents; FTS5 tables per index.
CREATE TABLE search_index (n INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, definition TEXT NOT NULL, text_fields TEXT NOT NULL);
CREATE TABLE search_doc (
  id INTEGER PRIMARY KEY, idx TEXT NOT NULL REFERENCES search_index(name), doc_id TEXT NOT NULL, source TEXT NOT NULL,
  UNIQUE (idx, doc_id)
);
`;
