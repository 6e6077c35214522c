import type { Db } from '@/backend/db/open';
import { featureValueId } from '@/contract/feature-value-id';
import { FEATURES, type FeatureKey } from './features';

/**
 * Feature availability values (Thelia's `feature_av`) and the technical filters built on them (ADR 0041).
 *
 * The seed's specifications are written per product as text; here they become clean, shared values: lengths in mm
 * ('60 cm' is '600 mm', as every other width), one value per colour of a finish list ('Chrom, Weiß' is two values).
 * Which features filter a listing, and how, is data of the backend (`feature_filter`): a list of values for
 * materials, colours, connections, classes; numeric ranges for measures and outputs, whose exact values are too many
 * to list.
 */

type Lang = 'de' | 'ro';

/** Features whose values are listed with counts. */
export const VALUE_FILTERS: readonly FeatureKey[] = ['material', 'finish', 'connection', 'design', 'erp', 'mounting', 'rimless', 'pressure', 'glass'];

/** Features filtered by numeric ranges: the range bounds (lower <= value < upper) in the feature's unit. */
export const RANGE_FILTERS: Readonly<Partial<Record<FeatureKey, { unit: string; bounds: readonly number[] }>>> = {
  height: { unit: 'mm', bounds: [300, 500, 700, 900, 1200, 1600, 2000] },
  width: { unit: 'mm', bounds: [300, 500, 700, 900, 1200, 1600, 2000] },
  depth: { unit: 'mm', bounds: [100, 300, 400, 500, 600] },
  length: { unit: 'mm', bounds: [300, 500, 700, 900, 1200, 1600, 2000] },
  output75: { unit: 'W', bounds: [500, 1000, 1500, 2000, 3000] },
};

/** Features whose values are measures in mm (a value in cm is written in mm). */
const LENGTH_FEATURES: ReadonlySet<FeatureKey> = new Set(['height', 'width', 'depth', 'length', 'projection']);

const formatDecimal = (value: number): string => (Number.isInteger(value) ? String(value) : String(value).replace('.', ','));

/** A measure's value in mm: '60 cm' → '600 mm', 'Ø 25 cm' → 'Ø 250 mm'; other texts unchanged. */
export function normaliseLength(value: string): string {
  const match = /^(Ø\s*)?(\d+(?:,\d+)?)\s*cm$/u.exec(value.trim());
  if (!match) return value.trim();
  const mm = Math.round(Number((match[2] ?? '').replace(',', '.')) * 10);
  return `${match[1] ? 'Ø ' : ''}${formatDecimal(mm)} mm`;
}

/** The clean value of a feature's text (lengths in mm, white space collapsed). */
export function normaliseFeatureValue(key: FeatureKey, value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return LENGTH_FEATURES.has(key) ? normaliseLength(text) : text;
}

/** The values of a text: a finish lists the colours a product comes in ('Chrom, Mattschwarz'), others are one value. */
export function splitFeatureValue(key: FeatureKey, value: string): string[] {
  if (key !== 'finish') return [value];
  return value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The number of a measure or output ('600 mm', 'Ø 250 mm', '1270 W'); null when the text holds none in that unit. */
export function numberOf(value: string, unit: string): number | null {
  const match = new RegExp(`(\\d+(?:,\\d+)?)\\s*${unit}\\b`, 'u').exec(value);
  return match ? Number((match[1] ?? '').replace(',', '.')) : null;
}

/** The ranges of a feature from its bounds: [null, b0), [b0, b1), ..., [bn, null). */
export function rangesOf(bounds: readonly number[]): Array<{ lower: number | null; upper: number | null }> {
  return [null, ...bounds].map((lower, index) => ({ lower, upper: bounds[index] ?? null }));
}

/** A range's title: 'bis 299 mm' / 'până la 299 mm', '300–499 mm', 'ab 2000 mm' / 'de la 2000 mm'. */
export function rangeTitle(range: { lower: number | null; upper: number | null }, unit: string, lang: Lang): string {
  if (range.lower === null && range.upper !== null) return `${lang === 'de' ? 'bis' : 'până la'} ${range.upper - 1} ${unit}`;
  if (range.upper === null && range.lower !== null) return `${lang === 'de' ? 'ab' : 'de la'} ${range.lower} ${unit}`;
  return `${range.lower ?? 0}–${(range.upper ?? 1) - 1} ${unit}`;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

const FEATURE_BY_ID = new Map<number, FeatureKey>(Object.entries(FEATURES).map(([key, f]) => [f.id, key as FeatureKey]));

/**
 * Rewrites the seeded specifications as feature availability values and builds the technical filters: run after
 * every writer of `feature_product` (the energy labels set the class).
 */
export function seedFeatureValues(db: Db): { values: number; filterValues: number } {
  const rows = db.prepare('SELECT product_id AS productId, feature_id AS featureId, lang, value FROM feature_product ORDER BY product_id, feature_id, lang').all() as {
    productId: number; featureId: number; lang: Lang; value: string;
  }[];
  const update = db.prepare('UPDATE feature_product SET value = ? WHERE product_id = ? AND feature_id = ? AND lang = ?');
  // One product's feature in both languages: the German text names the value, the Romanian one its translation.
  const pairs = new Map<string, { productId: number; key: FeatureKey; de: string; ro: string }>();
  for (const row of rows) {
    const key = FEATURE_BY_ID.get(row.featureId);
    if (!key) continue;
    const clean = normaliseFeatureValue(key, row.value);
    if (clean !== row.value) update.run(clean, row.productId, row.featureId, row.lang);
    const id = `${row.productId}/${row.featureId}`;
    const pair = pairs.get(id) ?? { productId: row.productId, key, de: clean, ro: clean };
    pair[row.lang] = clean;
    pairs.set(id, pair);
  }

  // Feature availability values: one per feature and German value, with the Romanian title of its first use.
  const values = new Map<FeatureKey, Map<string, string>>();
  const productValues: Array<{ productId: number; key: FeatureKey; de: string }> = [];
  for (const pair of pairs.values()) {
    const de = splitFeatureValue(pair.key, pair.de);
    const ro = splitFeatureValue(pair.key, pair.ro);
    const titles = values.get(pair.key) ?? new Map<string, string>();
    de.forEach((value, index) => {
      if (!titles.has(value)) titles.set(value, ro.length === de.length ? (ro[index] ?? value) : value);
      productValues.push({ productId: pair.productId, key: pair.key, de: value });
    });
    values.set(pair.key, titles);
  }
  const av = db.prepare('INSERT INTO feature_av (id, feature_id, position) VALUES (?, ?, ?)');
  const avI18n = db.prepare('INSERT INTO feature_av_i18n (id, lang, title) VALUES (?, ?, ?)');
  const avIds = new Map<string, number>();
  let nextAv = 1;
  for (const key of (Object.keys(FEATURES) as FeatureKey[])) {
    const titles = values.get(key);
    if (!titles) continue;
    [...titles.keys()].sort(collator.compare).forEach((de, position) => {
      const id = nextAv++;
      av.run(id, FEATURES[key].id, position + 1);
      avI18n.run(id, 'de', de);
      avI18n.run(id, 'ro', titles.get(de) ?? de);
      avIds.set(`${key}|${de}`, id);
    });
  }
  const productAv = db.prepare('INSERT OR IGNORE INTO feature_product_av (product_id, feature_av_id) VALUES (?, ?)');
  for (const pv of productValues) {
    const id = avIds.get(`${pv.key}|${pv.de}`);
    if (id !== undefined) productAv.run(pv.productId, id);
  }

  // The filters: values (one filter value per feature_av) or ranges, ids in display order.
  const filter = db.prepare('INSERT INTO feature_filter (feature_id, kind) VALUES (?, ?)');
  const filterValue = db.prepare('INSERT INTO filter_value (id, feature_id, position, feature_av_id, lower, upper) VALUES (?, ?, ?, ?, ?, ?)');
  const filterValueI18n = db.prepare('INSERT INTO filter_value_i18n (id, lang, title) VALUES (?, ?, ?)');
  const productFilterValue = db.prepare('INSERT OR IGNORE INTO product_filter_value (product_id, filter_value_id) VALUES (?, ?)');
  let filterValues = 0;
  for (const key of (Object.keys(FEATURES) as FeatureKey[])) {
    const featureId = FEATURES[key].id;
    const titles = values.get(key);
    const range = RANGE_FILTERS[key];
    if (!titles || (!VALUE_FILTERS.includes(key) && !range)) continue;
    filter.run(featureId, range ? 'ranges' : 'values');
    if (range) {
      const ranges = rangesOf(range.bounds).map((r, position) => {
        const id = featureValueId(featureId, position + 1);
        filterValues += 1;
        filterValue.run(id, featureId, position + 1, null, r.lower, r.upper);
        filterValueI18n.run(id, 'de', rangeTitle(r, range.unit, 'de'));
        filterValueI18n.run(id, 'ro', rangeTitle(r, range.unit, 'ro'));
        return { id, ...r };
      });
      for (const pv of productValues.filter((v) => v.key === key)) {
        const number = numberOf(pv.de, range.unit);
        if (number === null) continue;
        const match = ranges.find((r) => (r.lower === null || number >= r.lower) && (r.upper === null || number < r.upper));
        if (match) productFilterValue.run(pv.productId, match.id);
      }
      continue;
    }
    const byAv = new Map<number, number>();
    [...titles.keys()].sort(collator.compare).forEach((de, position) => {
      const avId = avIds.get(`${key}|${de}`);
      if (avId === undefined) return;
      const id = featureValueId(featureId, position + 1);
      filterValues += 1;
      filterValue.run(id, featureId, position + 1, avId, null, null);
      filterValueI18n.run(id, 'de', de);
      filterValueI18n.run(id, 'ro', titles.get(de) ?? de);
      byAv.set(avId, id);
    });
    for (const pv of productValues.filter((v) => v.key === key)) {
      const id = byAv.get(avIds.get(`${pv.key}|${pv.de}`) ?? 0);
      if (id !== undefined) productFilterValue.run(pv.productId, id);
    }
  }
  return { values: nextAv - 1, filterValues };
}
