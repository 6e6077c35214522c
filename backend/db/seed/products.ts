import { COLOR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID } from '@/backend/db/constants';
import type { Db } from '@/backend/db/open';
import { FINISHES, PRODUCT_IMAGE_SIZE, productDetailPath, productDrawingPath, productImagePath } from '@/backend/media/catalog';
import type { FinishCode } from '@/backend/media/catalog';
import { sharedVariant } from '@/backend/media/drawings';
import { BATH_ROOM_FAMILIES } from './catalog-bath-rooms';
import { BATH_TAP_FAMILIES } from './catalog-bath-taps';
import { HEATING_FAMILIES, KITCHEN_FAMILIES } from './catalog-heating';
import { INSTALLATION_FAMILIES, SPARE_PART_FAMILIES } from './catalog-installation';
import type { Family } from './catalog-types';
import { FEATURES } from './features';
import type { FeatureKey } from './features';
import { STANDARD_TAX_RULE_ID } from './countries';
import { LOCALES, languageOf } from './locales';
import { priceHistory } from './price-history';
import type { BuildState, ProductDraft } from './product-build';
import { buildFamily } from './product-build';
import type { Rng } from './random';
import type { RewritingWriter } from './rewriting';

export const FAMILIES: Family[] = [
  ...BATH_TAP_FAMILIES,
  ...BATH_ROOM_FAMILIES,
  ...KITCHEN_FAMILIES,
  ...HEATING_FAMILIES,
  ...INSTALLATION_FAMILIES,
  ...SPARE_PART_FAMILIES,
];


/** Builds every product draft; `scale` shrinks the catalogue for fast tests (1 = the full catalogue). */
export function buildProducts(r: Rng, scale: number, futureBase: Date): ProductDraft[] {
  const state: BuildState = { nextProductId: 1, nextPseId: 1, titles: new Set(), refs: new Set(), eans: new Set() };
  return FAMILIES.flatMap((family, index) =>
    buildFamily(r.fork(index + 1), family, index, Math.max(2, Math.round(family.count * scale)), state, futureBase),
  );
}

function seedAttributes(db: Db, drafts: ProductDraft[]): Map<string, number> {
  db.prepare('INSERT INTO attribute (id, code) VALUES (?, ?)').run(COLOR_ATTRIBUTE_ID, 'color');
  db.prepare('INSERT INTO attribute (id, code) VALUES (?, ?)').run(SIZE_ATTRIBUTE_ID, 'size');
  const av = db.prepare('INSERT INTO attribute_av (id, attribute_id, code, hex, position) VALUES (?, ?, ?, ?, ?)');
  const avI18n = db.prepare('INSERT INTO attribute_av_i18n (id, locale, title) VALUES (?, ?, ?)');
  const ids = new Map<string, number>();
  let nextId = 1;
  Object.values(FINISHES).forEach((finish, index) => {
    av.run(nextId, COLOR_ATTRIBUTE_ID, finish.code, finish.hex, index + 1);
    for (const locale of LOCALES) avI18n.run(nextId, locale, languageOf(locale) === 'de' ? finish.de : finish.ro);
    ids.set(`color:${finish.code}`, nextId);
    nextId += 1;
  });
  const sizes = [...new Set(drafts.flatMap((d) => d.pses.map((p) => p.size)).filter((s): s is string => s !== null))];
  sizes.forEach((size, index) => {
    av.run(nextId, SIZE_ATTRIBUTE_ID, size, null, index + 1);
    for (const locale of LOCALES) avI18n.run(nextId, locale, size);
    ids.set(`size:${size}`, nextId);
    nextId += 1;
  });
  return ids;
}


export function seedProducts(db: Db, drafts: ProductDraft[], categoryIds: Map<string, number>, brandIds: Map<string, number>, rewriting: RewritingWriter): void {
  const avIds = seedAttributes(db, drafts);
  const product = db.prepare(
    `INSERT INTO product (id, ref, visible, position, tax_rule_id, brand_id, kind, created_at, sales_count, rating_value, rating_count,
      unit, unit_content, min_quantity, quantity_multiple, freight) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const i18n = db.prepare(
    'INSERT INTO product_i18n (id, locale, title, chapo, description, meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const category = db.prepare('INSERT INTO product_category (product_id, category_id, default_category, position) VALUES (?, ?, 1, ?)');
  const undeliverable = db.prepare('INSERT INTO product_undeliverable_country (product_id, country_id) VALUES (?, ?)');
  const image = db.prepare('INSERT INTO product_image (product_id, file, width, height, visible, position) VALUES (?, ?, ?, ?, 1, ?)');
  const pse = db.prepare(
    `INSERT INTO product_sale_elements (id, product_id, ref, quantity, promo, newness, weight, is_default, ean_code, stock_state,
      available_from, delivery_min_days, delivery_max_days, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const combination = db.prepare('INSERT INTO attribute_combination (attribute_id, attribute_av_id, product_sale_elements_id) VALUES (?, ?, ?)');
  const price = db.prepare(
    'INSERT INTO product_price (product_sale_elements_id, currency_id, price, promo_price, listen_price, promo_start) VALUES (?, 1, ?, ?, ?, ?)',
  );
  const pseImage = db.prepare('INSERT INTO product_sale_elements_product_image (product_sale_elements_id, product_image_id) VALUES (?, ?)');
  const history = db.prepare('INSERT INTO product_price_history (product_sale_elements_id, price, valid_from, valid_to) VALUES (?, ?, ?, ?)');

  for (const d of drafts) {
    const categoryId = categoryIds.get(d.leaf);
    if (categoryId === undefined) throw new Error(`unknown leaf category ${d.leaf}`);
    const brandId = d.brandKey ? brandIds.get(d.brandKey) ?? null : null;
    product.run(
      d.id, d.ref, d.visible ? 1 : 0, d.id, STANDARD_TAX_RULE_ID, brandId, d.kind, d.createdAt, d.salesCount, d.rating?.value ?? null,
      d.rating?.count ?? null, d.unit?.unit ?? null, d.unit?.content ?? null, d.minQuantity, d.quantityMultiple, d.freight ? 1 : 0,
    );
    for (const locale of LOCALES) {
      const de = languageOf(locale) === 'de';
      const title = de ? d.titleDe : d.titleRo;
      const chapo = de ? d.chapoDe : d.chapoRo;
      const list = d.features.map((f) => `<li>${de ? featureTitle(f.key, 'de') : featureTitle(f.key, 'ro')}: ${de ? f.de : f.ro}</li>`).join('');
      const description = de
        ? `<p>${chapo} Markenqualität mit voller Herstellergarantie.</p><ul>${list}</ul><p>Artikelnummer: ${d.ref}</p>`
        : `<p>${chapo} Calitate de marcă cu garanție completă de la producător.</p><ul>${list}</ul><p>Cod articol: ${d.ref}</p>`;
      const store = de ? 'Sanitär Haus' : 'Casa Sanitară';
      i18n.run(d.id, locale, title, chapo, description, `${title} | ${store}`, chapo);
    }
    category.run(d.id, categoryId, d.id);
    for (const country of d.undeliverable) undeliverable.run(d.id, country);
    // Main image in the first colour, its close-up, the dimension drawing, then the other colours.
    const first: FinishCode = d.imageFinishes[0] ?? 'chrom';
    const files = [
      productImagePath(d.drawing, first, d.variant), productDetailPath(d.drawing, first, sharedVariant(d.drawing, d.variant)),
      productDrawingPath(d.drawing, sharedVariant(d.drawing, d.variant)),
      ...d.imageFinishes.slice(1).map((f: FinishCode) => productImagePath(d.drawing, f, d.variant)),
    ];
    const imageIds = files.map((file, position) => Number(image.run(d.id, file, PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, position + 1).lastInsertRowid));
    const colourImage = new Map<FinishCode, number>(d.imageFinishes.map((f, i) => [f, (i === 0 ? imageIds[0] : imageIds[i + 2]) ?? 0]));

    d.pses.forEach((p, position) => {
      pse.run(
        p.id, d.id, p.ref, p.quantity, d.promo ? 1 : 0, d.newness ? 1 : 0, p.weight, p.isDefault ? 1 : 0, p.ean, p.state,
        p.availableFrom, p.deliveryMin, p.deliveryMax, position + 1,
      );
      if (p.finish) {
        combination.run(COLOR_ATTRIBUTE_ID, avIds.get(`color:${p.finish}`) ?? 0, p.id);
        const own = colourImage.get(p.finish);
        if (own) pseImage.run(p.id, own);
      }
      if (p.size) combination.run(SIZE_ATTRIBUTE_ID, avIds.get(`size:${p.size}`) ?? 0, p.id);
      price.run(p.id, p.net, p.promoNet, p.listenNet, d.promo?.start ?? null);
      for (const period of priceHistory(d, p)) history.run(p.id, period.price, period.from, period.to);
    });
  }
  seedProductUrls(drafts, rewriting);
}

/** Product URLs per locale, old (redirected) product URLs, and variant (PSE) URLs. */
function seedProductUrls(drafts: ProductDraft[], rewriting: RewritingWriter): void {
  for (const locale of LOCALES) {
    const de = languageOf(locale) === 'de';
    for (const d of drafts) {
      const row = rewriting.generated(de ? d.titleDe : d.titleRo, 'product', d.id, locale);
      if (d.id % 97 === 0) rewriting.redirect(de ? d.oldTitleDe : d.oldTitleRo, 'product', d.id, locale, row.id);
      if (d.pses.length > 1 && d.id % 3 === 0) {
        for (const p of d.pses.slice(1)) {
          const finish = p.finish ? (de ? FINISHES[p.finish].de : FINISHES[p.finish].ro) : '';
          rewriting.generated([de ? d.titleDe : d.titleRo, finish, p.size ?? ''].filter(Boolean).join(' '), 'pse', p.id, locale);
        }
      }
    }
  }
}

function featureTitle(key: FeatureKey, language: 'de' | 'ro'): string {
  return FEATURES[key][language];
}
