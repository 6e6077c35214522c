import type { TheliaLocale } from '@/contract/common';
import type { Pse, ProductDetail } from '@/contract/product';
import type { Db } from '@/backend/db/open';
import type { CategoryRepo } from './category-repo';
import { jsonIds } from './memo';
import type { PricingRepo, PriceRow } from './pricing-repo';
import type { ProductCardRepo } from './product-card-repo';
import type { RewritingRepo } from './rewriting-repo';
import { effectiveStockState } from './stock';
import { type Image, unitSchema } from '@/contract/product-card';

type ProductRow = {
  id: number; ref: string; visible: number; brandId: number | null; createdAt: string; ratingValue: number | null; ratingCount: number | null;
  unit: string | null; unitContent: number | null; minQuantity: number; quantityMultiple: number; freight: number; taxRuleId: number;
  title: string | null; chapo: string | null; description: string | null; metaTitle: string | null; metaDescription: string | null;
};

type PseRow = PriceRow & {
  id: number; productId: number; ref: string; ean: string; quantity: number; stockState: string; availableFrom: string | null;
  isDefault: number; weight: number; deliveryMin: number; deliveryMax: number;
};

type BrandRow = {
  id: number; logo: string | null; name: string; address: string; email: string; title: string | null;
  website: string | null; euName: string | null; euAddress: string | null; euEmail: string | null;
};

type AttributeRow = { pseId: number; attribute: string; code: string; hex: string | null; title: string | null };

/** Product detail, its PSEs (variants), documents and delivery delays. */
export function createProductDetailRepo(db: Db, pricing: PricingRepo, rewriting: RewritingRepo, categories: CategoryRepo, cards: ProductCardRepo) {
  const product = db.prepare(
    `SELECT p.id, p.ref, p.visible, p.brand_id AS brandId, p.created_at AS createdAt, p.rating_value AS ratingValue,
       p.rating_count AS ratingCount, p.unit, p.unit_content AS unitContent, p.min_quantity AS minQuantity,
       p.quantity_multiple AS quantityMultiple, p.freight, p.tax_rule_id AS taxRuleId, i.title, i.chapo, i.description,
       i.meta_title AS metaTitle, i.meta_description AS metaDescription
     FROM product p LEFT JOIN product_i18n i ON i.id = p.id AND i.locale = ? WHERE p.id = ?`,
  );
  const PSE_COLUMNS = `d.id, d.product_id AS productId, d.ref, d.ean_code AS ean, d.quantity, d.stock_state AS stockState,
       d.available_from AS availableFrom, d.is_default AS isDefault, d.weight, d.delivery_min_days AS deliveryMin,
       d.delivery_max_days AS deliveryMax, d.id AS pseId, pp.price AS net, pp.promo_price AS promoNet, pp.listen_price AS listenNet,
       d.promo, pp.promo_start AS promoStart
     FROM product_sale_elements d JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1`;
  const pses = db.prepare(`SELECT ${PSE_COLUMNS} WHERE d.product_id = ? ORDER BY d.position, d.id`);
  const pse = db.prepare(`SELECT ${PSE_COLUMNS} JOIN product p ON p.id = d.product_id AND p.visible = 1 WHERE d.id = ?`);
  const attributes = db.prepare(
    `SELECT ac.product_sale_elements_id AS pseId, a.code AS attribute, av.code, av.hex, avi.title
     FROM attribute_combination ac JOIN attribute a ON a.id = ac.attribute_id JOIN attribute_av av ON av.id = ac.attribute_av_id
     LEFT JOIN attribute_av_i18n avi ON avi.id = av.id AND avi.locale = ?
     WHERE ac.product_sale_elements_id IN (SELECT value FROM json_each(?))`,
  );
  const defaultCategory = db.prepare(
    'SELECT category_id AS id FROM product_category WHERE product_id = ? ORDER BY default_category DESC, position LIMIT 1',
  );
  const images = db.prepare('SELECT file, width, height FROM product_image WHERE product_id = ? AND visible = 1 ORDER BY position');
  const pseImages = db.prepare(
    `SELECT pi.product_sale_elements_id AS pseId, i.file, i.width, i.height FROM product_sale_elements_product_image pi
     JOIN product_image i ON i.id = pi.product_image_id AND i.visible = 1 WHERE pi.product_sale_elements_id IN (SELECT value FROM json_each(?))`,
  );
  const brand = db.prepare(
    `SELECT b.id, b.logo, b.manufacturer_name AS name, COALESCE(i.manufacturer_address, b.manufacturer_address) AS address,
       b.manufacturer_email AS email, i.title, g.website, g.eu_name AS euName, COALESCE(i.eu_address, g.eu_address) AS euAddress, g.eu_email AS euEmail
     FROM brand b LEFT JOIN brand_i18n i ON i.id = b.id AND i.locale = ? LEFT JOIN brand_gpsr g ON g.brand_id = b.id
     WHERE b.id = ? AND b.visible = 1`,
  );
  const documents = db.prepare(
    `SELECT d.type, d.file, COALESCE(i.title, d.type) AS title FROM product_document d
     LEFT JOIN product_document_i18n i ON i.id = d.id AND i.locale = ? WHERE d.product_id = ? ORDER BY d.position`,
  );

  /** Colour and size of each PSE in the locale. */
  const attributesOf = (pseIds: number[], locale: TheliaLocale) => {
    const out = new Map<number, { color: string | null; colorHex: string | null; size: string | null }>();
    for (const id of pseIds) out.set(id, { color: null, colorHex: null, size: null });
    for (const row of attributes.all(locale, jsonIds(pseIds)) as AttributeRow[]) {
      const entry = out.get(row.pseId);
      if (!entry) continue;
      if (row.attribute === 'color') {
        entry.color = row.title ?? row.code;
        entry.colorHex = row.hex;
      } else if (row.attribute === 'size') entry.size = row.title ?? row.code;
    }
    return out;
  };

  const visibleProduct = (id: number, locale: TheliaLocale) => {
    const row = product.get(locale, id) as ProductRow | undefined;
    return row && row.visible === 1 ? row : null;
  };

  /** The PSEs of a visible product with colour, size, effective stock state and prices. */
  const variants = (row: ProductRow, locale: TheliaLocale, countryId: number, productUrl: string): { pse: Pse; deliveryMin: number; deliveryMax: number }[] => {
    const list = pses.all(row.id) as PseRow[];
    const ids = list.map((p) => p.id);
    const attrs = attributesOf(ids, locale);
    const urls = rewriting.urlsOf('pse', ids);
    const lowest = pricing.lowest30(list.filter((p) => p.promo === 1).map((p) => p.id));
    const blocked = cards.undeliverable([row.id]).get(row.id) ?? [];
    const percent = pricing.taxPercent(countryId, row.taxRuleId);
    const ownImages = new Map((pseImages.all(jsonIds(ids)) as { pseId: number; file: string; width: number; height: number }[]).map((i) => [i.pseId, i]));
    return list.map((p) => {
      const a = attrs.get(p.id);
      const own = ownImages.get(p.id);
      const variant: Pse = {
        id: p.id, ref: p.ref, ean: p.ean, color: a?.color ?? null, color_hex: a?.colorHex ?? null, size: a?.size ?? null,
        quantity: p.quantity, stock_state: effectiveStockState(p.stockState, blocked, countryId), available_from: p.availableFrom,
        is_default: p.isDefault === 1, weight: p.weight, prices: pricing.price(p, percent, lowest.get(p.id)),
        url: urls.get(p.id)?.[locale] ?? productUrl,
        image: own ? { url: own.file, alt: [row.title ?? '', a?.color].filter(Boolean).join(' – '), width: own.width, height: own.height } : null,
      };
      return { pse: variant, deliveryMin: p.deliveryMin, deliveryMax: p.deliveryMax };
    });
  };

  return {
    visibleProduct,
    variants,
    pse: (id: number) => (pse.get(id) as PseRow | undefined) ?? null,
    detail(id: number, locale: TheliaLocale, countryId: number, withDocuments: boolean): ProductDetail | null {
      const row = visibleProduct(id, locale);
      if (!row) return null;
      const urls = rewriting.urlsOf('product', [id]).get(id) ?? {};
      const url = urls[locale] ?? '';
      const all = variants(row, locale, countryId, url).map((v) => v.pse);
      const main = all.find((p) => p.is_default) ?? all[0];
      if (!main) return null;
      const categoryId = (defaultCategory.get(id) as { id: number } | undefined)?.id ?? 1;
      const b = row.brandId === null ? undefined : (brand.get(locale, row.brandId) as BrandRow | undefined);
      const title = row.title ?? '';
      const imageList: Image[] = (images.all(id) as { file: string; width: number; height: number }[]).map((img, index) => ({
        url: img.file, alt: index === 0 ? title : `${title} (${index + 1})`, width: img.width, height: img.height,
      }));
      const unit = unitSchema.safeParse(row.unit);
      return {
        id, ref: row.ref, visible: true, title, chapo: row.chapo ?? '', description: row.description ?? '', meta_title: row.metaTitle ?? title,
        meta_description: row.metaDescription ?? '', url, urls, default_category_id: categoryId, path: categories.path(categoryId, locale),
        brand: b ? { id: b.id, title: b.title ?? '', url: rewriting.urlIn('brand', b.id, locale), logo: b.logo ? { url: b.logo, alt: b.title ?? '', width: 400, height: 200 } : null } : null,
        manufacturer: b
          ? {
              name: b.name, address: b.address, email: b.email, website: b.website,
              eu_responsible: b.euName && b.euAddress && b.euEmail ? { name: b.euName, address: b.euAddress, email: b.euEmail } : null,
            }
          : null,
        images: imageList, prices: main.prices,
        unit_price: unit.success && row.unitContent !== null && row.unitContent > 0 ? { unit: unit.data, content: row.unitContent } : null,
        quantity: main.quantity, min_quantity: row.minQuantity, quantity_multiple: row.quantityMultiple, stock_state: main.stock_state,
        available_from: main.available_from, undeliverable_country_ids: cards.undeliverable([id]).get(id) ?? [], weight: main.weight,
        freight: row.freight === 1, pse_id: main.id, pses: all,
        badges: cards.badges([id], locale).get(id) ?? [],
        rating: row.ratingValue === null ? null : { value: row.ratingValue, count: row.ratingCount ?? 0 },
        documents: withDocuments ? (documents.all(locale, id) as { type: string; file: string; title: string }[]).map((d) => ({ title: d.title, url: d.file, type: d.type })) : [],
        created_at: row.createdAt,
        energy_label: cards.energyLabels([id], locale).get(id) ?? null,
      };
    },
  };
}
