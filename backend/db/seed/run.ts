import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { SEED_MARKER, applySchema } from '@/backend/db/open';
import { seedBrands } from './brands';
import { seedCategories } from './categories';
import { seedLocaleConfig } from './config-locale';
import { seedModuleConfig, seedSystemConfig } from './config-system';
import { seedCartRules } from './cart-rules';
import { seedContents } from './contents';
import { seedCounties } from './counties';
import { seedCountries } from './countries';
import { seedCustomers } from './customers';
import { seedCustomerCoupons } from './customer-coupons';
import { seedEnergyLabels } from './energy-labels';
import { seedFeatureValues } from './feature-values';
import { seedFulfilment } from './fulfilment';
import { futureBase } from './locales';
import { seedPaymentModules } from './payment-modules';
import { seedAssociations, seedDocuments, seedFeatures, seedKeywords } from './product-extras';
import { buildProducts, seedProducts } from './products';
import { Rng, SEED } from './random';
import { RewritingWriter } from './rewriting';
import { seedReviews } from './reviews';
import { shapeVariants } from './variant-shape';

export type SeedOptions = {
  /** Share of the full catalogue (1 = about 3,200 products). Tests may use a smaller one for speed. */
  scale?: number;
  /** The seed clock: only 'available from' dates depend on it (see locales.ts futureBase). */
  now?: Date;
};

export type SeedReport = {
  products: number;
  visibleProducts: number;
  pses: number;
  categories: number;
  brands: number;
  contents: number;
  rewritingRows: number;
  redirectedRows: number;
  documents: number;
  ms: number;
};

/** Creates the schema and fills an empty database with the reference catalogue, in one transaction. */
export function seedDatabase(db: Db, options: SeedOptions = {}): SeedReport {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const rng = new Rng(SEED);
  let report: Omit<SeedReport, 'ms'> | null = null;

  db.transaction(() => {
    applySchema(db);
    seedCountries(db);
    const rewriting = new RewritingWriter(db);
    const categories = seedCategories(db, rewriting);
    const categoryIds = new Map(categories.map((c) => [c.key, c.id]));
    const brands = seedBrands(db, rewriting);
    const brandIds = new Map(brands.map((b) => [b.key, b.id]));
    const contents = seedContents(db, rewriting, {
      grohe: { brandId: brandIds.get('grohe') ?? 1, categoryId: categoryIds.get('armaturen') ?? 1 },
      kermi: { brandId: brandIds.get('kermi') ?? 1, categoryId: categoryIds.get('heizkoerper') ?? 1 },
    });

    const drafts = buildProducts(rng.fork(1), scale, futureBase(options.now ?? new Date()));
    shapeVariants(drafts);
    seedProducts(db, drafts, categoryIds, brandIds, rewriting);
    seedFeatures(db, drafts);
    const documents = seedDocuments(db, rng.fork(2), drafts);
    seedEnergyLabels(db, drafts);
    seedFeatureValues(db);
    seedKeywords(db, rng.fork(3), drafts);
    seedAssociations(db, rng.fork(4), drafts);
    seedFulfilment(db, rng.fork(5), drafts);
    seedCartRules(db);
    seedCounties(db);
    seedCustomers(db, (options.now ?? new Date()).toISOString());
    seedCustomerCoupons(db);
    seedPaymentModules(db);
    seedReviews(db, drafts);

    const categoryUrl = db.prepare(
      "SELECT url FROM rewriting_url WHERE view = 'category' AND view_id = ? AND view_locale = ? AND redirected IS NULL ORDER BY id LIMIT 1",
    );
    const homepageCandidates = db.prepare(
      `SELECT p.id AS id, pc.category_id AS category FROM product p
       JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       JOIN product_category pc ON pc.product_id = p.id AND pc.default_category = 1
       WHERE p.visible = 1 AND d.stock_state = 'in_stock' AND d.quantity > 0
         AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ?)
       ORDER BY p.sales_count DESC, p.id LIMIT 400`,
    );
    const heatPumps = db.prepare(
      `SELECT p.id AS id FROM product p JOIN product_category pc ON pc.product_id = p.id
       JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       JOIN product_price pp ON pp.product_sale_elements_id = d.id
       WHERE pc.category_id = ? AND p.visible = 1 ORDER BY pp.price DESC, p.id LIMIT 3`,
    );
    seedLocaleConfig(db, {
      contents,
      categoryIds,
      categoryUrl: (locale: TheliaLocale, id: number) => (categoryUrl.get(id, locale) as { url: string } | undefined)?.url ?? '',
      topCategoryIds: categories.filter((c) => c.parent === 0).map((c) => c.id),
      homepageProductIds: (countryId: number) => {
        const rows = homepageCandidates.all(countryId) as { id: number; category: number }[];
        const seen = new Set<number>();
        const ids: number[] = [];
        for (const row of rows) {
          if (seen.has(row.category)) continue;
          seen.add(row.category);
          ids.push(row.id);
          if (ids.length === 10) break;
        }
        return ids;
      },
      priceRequestProductIds: (heatPumps.all(categoryIds.get('luft-wasser-waermepumpen') ?? 0) as { id: number }[]).map((r) => r.id),
    });
    seedSystemConfig(db);
    seedModuleConfig(db, contents);
    db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)').run('seed', String(SEED));
    db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)').run(SEED_MARKER, '1');

    report = {
      products: drafts.length,
      visibleProducts: drafts.filter((d) => d.visible).length,
      pses: drafts.reduce((sum, d) => sum + d.pses.length, 0),
      categories: categories.length,
      brands: brands.length,
      contents: contents.ids.size,
      rewritingRows: rewriting.rows,
      redirectedRows: rewriting.redirectedRows,
      documents,
    };
  })();
  if (!report) throw new Error('seed did not run');
  return { ...(report as Omit<SeedReport, 'ms'>), ms: Math.round(performance.now() - started) };
}
