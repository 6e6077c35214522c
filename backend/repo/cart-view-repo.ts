import type { TheliaLocale } from '@/contract/common';
import type { Cart, CartItem } from '@/contract/cart';
import type { Db } from '@/backend/db/open';
import type { CartItemRow, CartRepo, CartRow } from './cart-repo';
import type { CouponRepo } from './coupon-repo';
import { jsonIds } from './memo';
import type { PricingRepo } from './pricing-repo';
import type { RewritingRepo } from './rewriting-repo';
import { effectiveStockState } from './stock';
import type { Image } from '@/contract/product-card';

type ProductInfo = { id: number; title: string; taxRuleId: number; brand: string | null; minQuantity: number; multiple: number; freight: number };
type PseInfo = { id: number; ref: string; quantity: number; stockState: string };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The answer of `/cart/get`: every field of the spec's cart item, priced with the tax of the cart's country. */
export function createCartViewRepo(db: Db, carts: CartRepo, pricing: PricingRepo, rewriting: RewritingRepo, coupons: CouponRepo) {
  const products = db.prepare(
    `SELECT p.id, COALESCE(i.title, p.ref) AS title, p.tax_rule_id AS taxRuleId, bi.title AS brand, p.min_quantity AS minQuantity,
       p.quantity_multiple AS multiple, p.freight
     FROM product p LEFT JOIN product_i18n i ON i.id = p.id AND i.locale = ? LEFT JOIN brand_i18n bi ON bi.id = p.brand_id AND bi.locale = ?
     WHERE p.id IN (SELECT value FROM json_each(?))`,
  );
  const pses = db.prepare(
    'SELECT id, ref, quantity, stock_state AS stockState FROM product_sale_elements WHERE id IN (SELECT value FROM json_each(?))',
  );
  const attributes = db.prepare(
    `SELECT ac.product_sale_elements_id AS pseId, a.code AS attribute, COALESCE(avi.title, av.code) AS title
     FROM attribute_combination ac JOIN attribute a ON a.id = ac.attribute_id JOIN attribute_av av ON av.id = ac.attribute_av_id
     LEFT JOIN attribute_av_i18n avi ON avi.id = av.id AND avi.locale = ?
     WHERE ac.product_sale_elements_id IN (SELECT value FROM json_each(?))`,
  );
  const images = db.prepare(
    `SELECT product_id AS productId, file, width, height FROM product_image
     WHERE visible = 1 AND product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
  );
  const pseImages = db.prepare(
    `SELECT pi.product_sale_elements_id AS pseId, i.file, i.width, i.height FROM product_sale_elements_product_image pi
     JOIN product_image i ON i.id = pi.product_image_id AND i.visible = 1 WHERE pi.product_sale_elements_id IN (SELECT value FROM json_each(?))`,
  );
  const categories = db.prepare(
    `SELECT pc.product_id AS productId, pc.category_id AS id, pc.default_category AS isDefault, COALESCE(ci.title, '') AS title
     FROM product_category pc LEFT JOIN category_i18n ci ON ci.id = pc.category_id AND ci.locale = ?
     WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY pc.product_id, pc.default_category DESC, pc.position`,
  );
  const undeliverable = db.prepare(
    'SELECT product_id AS productId, country_id AS countryId FROM product_undeliverable_country WHERE product_id IN (SELECT value FROM json_each(?))',
  );

  function group<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
    const out = new Map<number, T[]>();
    for (const row of rows) out.set(row.productId, [...(out.get(row.productId) ?? []), row]);
    return out;
  }

  function items(rows: CartItemRow[], locale: TheliaLocale, countryId: number): (CartItem & { freight: boolean })[] {
    if (rows.length === 0) return [];
    const productIds = jsonIds([...new Set(rows.map((r) => r.productId))]);
    const pseIds = rows.map((r) => r.pseId);
    const productMap = new Map((products.all(locale, locale, productIds) as ProductInfo[]).map((p) => [p.id, p]));
    const pseMap = new Map((pses.all(jsonIds(pseIds)) as PseInfo[]).map((p) => [p.id, p]));
    const attrs = new Map<number, { color: string | null; size: string | null }>();
    for (const row of attributes.all(locale, jsonIds(pseIds)) as { pseId: number; attribute: string; title: string }[]) {
      const entry = attrs.get(row.pseId) ?? { color: null, size: null };
      if (row.attribute === 'color') entry.color = row.title;
      else if (row.attribute === 'size') entry.size = row.title;
      attrs.set(row.pseId, entry);
    }
    const imageMap = group(images.all(productIds) as { productId: number; file: string; width: number; height: number }[]);
    // A colour variant shows its own colour in the cart line (first picture), the product's images follow.
    const variantImages = new Map((pseImages.all(jsonIds(pseIds)) as { pseId: number; file: string; width: number; height: number }[]).map((i) => [i.pseId, i]));
    const categoryMap = group(categories.all(locale, productIds) as { productId: number; id: number; isDefault: number; title: string }[]);
    const blocked = group(undeliverable.all(productIds) as { productId: number; countryId: number }[]);
    const productUrls = rewriting.urlsOf('product', [...new Set(rows.map((r) => r.productId))]);
    const pseUrls = rewriting.urlsOf('pse', pseIds);

    return rows.flatMap((row) => {
      const product = productMap.get(row.productId);
      const variant = pseMap.get(row.pseId);
      if (!product || !variant) return [];
      const percent = pricing.taxPercent(countryId, product.taxRuleId);
      const price = pricing.price({ pseId: row.pseId, net: row.net, promoNet: row.promoNet, listenNet: row.listenNet, promo: row.promo, promoStart: null }, percent, undefined);
      const own = variantImages.get(row.pseId);
      const productPictures = (imageMap.get(row.productId) ?? []).filter((img) => img.file !== own?.file);
      const pictures: Image[] = [...(own ? [own] : []), ...productPictures].map((img) => ({ url: img.file, alt: product.title, width: img.width, height: img.height }));
      const attr = attrs.get(row.pseId) ?? { color: null, size: null };
      const state = effectiveStockState(variant.stockState, (blocked.get(row.productId) ?? []).map((b) => b.countryId), countryId);
      const url = productUrls.get(row.productId)?.[locale] ?? '';
      const item: CartItem & { freight: boolean } = {
        id: row.id, cartItemId: row.id, cartId: row.cartId, PRODUCT_SALE_ELEMENT: row.pseId, product_id: row.productId, quantity: row.quantity,
        quantityRemain: Math.max(0, variant.quantity - row.quantity), quantityCount: product.multiple, min_quantity: product.minQuantity,
        selectedProductColor: attr.color, selectedProductSize: attr.size, variation: [attr.color, attr.size].filter((v) => v !== null).join(' / '),
        REF: variant.ref, TITLE: product.title, URL: url, PSE_URL: pseUrls.get(row.pseId)?.[locale] ?? url, IMAGE: pictures[0] ?? null, images: pictures,
        PRICE: price.price, TAXED_PRICE: price.taxed_price, BEST_TAXED_PRICE: price.is_promo ? price.taxed_promo_price : price.taxed_price,
        IS_PROMO: price.is_promo, PROMO_PRICE: price.promo_price, TAXED_PROMO_PRICE: price.taxed_promo_price, LISTEN_PRICE: price.listen_price,
        tax_percent: percent, DEFAULT_CATEGORY: categoryMap.get(row.productId)?.[0]?.id ?? 0, brand_name: product.brand,
        category: (categoryMap.get(row.productId) ?? []).map((c) => c.title), stock_state: state, undeliverable: state === 'undeliverable',
        selectedFulfilmentCenter: row.center, added_at: row.addedAt, price_end_of_life: row.priceEndOfLife, freight: product.freight === 1,
      };
      return [item];
    });
  }

  return {
    /** The cart with its items and totals for its country; expired prices are renewed first. */
    cart(row: CartRow): Omit<Cart, 'items'> & { items: (CartItem & { freight: boolean })[] } {
      carts.repriceExpired(row);
      const list = items(carts.items(row.id), row.locale, row.countryId);
      const totalTaxed = round2(list.reduce((sum, item) => sum + round2(item.BEST_TAXED_PRICE * item.quantity), 0));
      const totalUntaxed = round2(list.reduce((sum, item) => sum + round2((item.IS_PROMO ? item.PROMO_PRICE : item.PRICE) * item.quantity), 0));
      const discount = row.couponCode ? coupons.discount(row.couponCode, totalTaxed, row.locale) : 0;
      return { cartId: row.id, locale: row.locale, country_id: row.countryId, items: list, coupon_code: row.couponCode, discount, total_taxed: totalTaxed, total_untaxed: totalUntaxed };
    },
  };
}

export type CartViewRepo = ReturnType<typeof createCartViewRepo>;
