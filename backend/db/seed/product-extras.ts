import { BESTSELLER_KEYWORD_ID } from '@/backend/db/constants';
import type { Db } from '@/backend/db/open';
import { productDocumentPath } from '@/backend/media/catalog';
import { FEATURES } from './features';
import { LOCALES, languageOf } from './locales';
import type { ProductDraft } from './product-build';
import type { Rng } from './random';
import { FAMILIES } from './products';

/** Keyword badges of the group 'badges' (text colour and background). */
export const KEYWORDS = [
  { id: 1, code: 'neu', de: 'Neu', ro: 'Nou', color: '#FFFFFF', background: '#2E7D32' },
  { id: 2, code: 'sale', de: 'Sale', ro: 'Reducere', color: '#FFFFFF', background: '#C62828' },
  { id: 3, code: 'bestseller', de: 'Bestseller', ro: 'Cel mai vândut', color: '#1A1A1A', background: '#FFC107' },
  { id: 4, code: 'exklusiv', de: 'Exklusiv', ro: 'Exclusiv', color: '#FFFFFF', background: '#4A148C' },
  { id: 5, code: 'eco', de: 'Energiesparend', ro: 'Eficient energetic', color: '#FFFFFF', background: '#00796B' },
] as const;


const DOCUMENTS = {
  datasheet: { de: 'Datenblatt', ro: 'Fișă tehnică' },
  manual: { de: 'Montageanleitung', ro: 'Instrucțiuni de montaj' },
} as const;

export function seedFeatures(db: Db, drafts: ProductDraft[]): void {
  const feature = db.prepare('INSERT INTO feature (id, position) VALUES (?, ?)');
  const featureI18n = db.prepare('INSERT INTO feature_i18n (id, lang, title) VALUES (?, ?, ?)');
  Object.values(FEATURES).forEach((f) => {
    feature.run(f.id, f.id);
    featureI18n.run(f.id, 'de', f.de);
    featureI18n.run(f.id, 'ro', f.ro);
  });
  const value = db.prepare('INSERT OR REPLACE INTO feature_product (product_id, feature_id, lang, value, position) VALUES (?, ?, ?, ?, ?)');
  for (const d of drafts) {
    d.features.forEach((f, position) => {
      value.run(d.id, FEATURES[f.key].id, 'de', f.de, position + 1);
      value.run(d.id, FEATURES[f.key].id, 'ro', f.ro, position + 1);
    });
  }
}

export function seedDocuments(db: Db, r: Rng, drafts: ProductDraft[]): number {
  const doc = db.prepare('INSERT INTO product_document (product_id, type, file, position) VALUES (?, ?, ?, ?)');
  const docI18n = db.prepare('INSERT INTO product_document_i18n (id, locale, title) VALUES (?, ?, ?)');
  let count = 0;
  for (const d of drafts) {
    if (!d.documents) continue;
    const types: (keyof typeof DOCUMENTS)[] = ['datasheet'];
    if (r.chance(0.7)) types.push('manual');
    // The energy label and product information sheet are the real files of energy-labels.ts (ADR 0032), never a generic
    // document; the draw stays so that the seed's random sequence (and every later value) is unchanged.
    if (d.kind === 'boiler' || d.kind === 'heat_pump' || d.kind === 'water_heater') r.chance(0.6);
    types.forEach((type, position) => {
      const id = Number(doc.run(d.id, type, productDocumentPath(d.id, type), position + 1).lastInsertRowid);
      for (const locale of LOCALES) docI18n.run(id, locale, DOCUMENTS[type][languageOf(locale)]);
      count += 1;
    });
  }
  return count;
}

/** Bestsellers per leaf category: the few top sellers of each listing, never most of it. */
export const BESTSELLERS_PER_LEAF = 2;
/** A product sold fewer times than this is no bestseller, however small its category. */
export const BESTSELLER_MIN_SALES = 150;
/** At most this many badges on one product (a card with four badges says nothing). */
export const MAX_BADGES = 2;

/**
 * Badges by rules a shop would apply: 'Bestseller' for the top sellers of each leaf category (by sales count),
 * 'Sale' for products on promotion, 'Neu' for products listed within the last 60 days, 'Energiesparend' for the
 * heat pumps and circulators of the best efficiency class, 'Exklusiv' for a few lines; at most MAX_BADGES each.
 */
export function seedKeywords(db: Db, r: Rng, drafts: ProductDraft[]): void {
  const keyword = db.prepare('INSERT INTO keyword (id, keyword_group, code, color, background, position) VALUES (?, ?, ?, ?, ?, ?)');
  const keywordI18n = db.prepare('INSERT INTO keyword_i18n (id, locale, title) VALUES (?, ?, ?)');
  for (const k of KEYWORDS) {
    keyword.run(k.id, 'badges', k.code, k.color, k.background, k.id);
    for (const locale of LOCALES) keywordI18n.run(k.id, locale, languageOf(locale) === 'de' ? k.de : k.ro);
  }
  const link = db.prepare('INSERT OR IGNORE INTO product_keyword (product_id, keyword_id) VALUES (?, ?)');
  const badges = new Map<number, number[]>();
  const give = (d: ProductDraft, keywordId: number) => {
    const list = badges.get(d.id) ?? [];
    if (list.length >= MAX_BADGES || list.includes(keywordId)) return;
    list.push(keywordId);
    badges.set(d.id, list);
  };
  const byLeaf = new Map<string, ProductDraft[]>();
  for (const d of drafts) if (d.visible) byLeaf.set(d.leaf, [...(byLeaf.get(d.leaf) ?? []), d]);
  for (const list of byLeaf.values()) {
    const top = [...list].sort((a, b) => b.salesCount - a.salesCount || a.id - b.id).filter((d) => d.salesCount >= BESTSELLER_MIN_SALES);
    for (const d of top.slice(0, BESTSELLERS_PER_LEAF)) give(d, BESTSELLER_KEYWORD_ID);
  }
  for (const d of drafts) {
    // The draws stay in their order, so the generator's sequence does not change with the rules.
    const newDraw = r.chance(0.8);
    const saleDraw = r.chance(0.85);
    const exclusiveDraw = r.chance(0.02);
    if (d.promo && saleDraw) give(d, 2);
    if (d.newness && newDraw) give(d, 1);
    const efficient = d.features.some((f) => f.key === 'erp' && (f.de === 'A+++' || f.de.startsWith('EEI')));
    const ecoChance = d.kind === 'heat_pump' ? 0.6 : d.kind === 'pump' ? 0.4 : d.kind === 'boiler' ? 0.2 : 0;
    if (ecoChance > 0 && r.chance(ecoChance) && efficient) give(d, 5);
    if (exclusiveDraw && d.brandKey !== '') give(d, 4);
  }
  for (const [productId, list] of badges) for (const keywordId of list) link.run(productId, keywordId);
}

/** True when every country the target cannot be sent to is one the product cannot be sent to either. */
function orderableWherever(product: ProductDraft, target: ProductDraft): boolean {
  return target.undeliverable.every((country) => product.undeliverable.includes(country));
}

/** Accessory categories whose parts belong to one maker's system (a Vaillant boiler takes Vaillant spare parts). */
const SYSTEM_LEAVES = new Set(['heizungs-ersatzteile', 'kartuschen', 'spuelkasten-ersatzteile', 'betaetigungsplatten', 'heizstaebe']);

/**
 * Accessories from the family's accessory categories (the maker's own parts where the category is a maker's system,
 * the same brand first otherwise), related (same series or brand), upsell (dearer, same category) and alternatives
 * (other brands at a similar price); each only when it can be sent wherever the product can.
 */
export function seedAssociations(db: Db, r: Rng, drafts: ProductDraft[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO product_association (product_id, type, target_id, position) VALUES (?, ?, ?, ?)');
  const byLeaf = new Map<string, ProductDraft[]>();
  for (const d of drafts) {
    if (!d.visible) continue;
    const list = byLeaf.get(d.leaf) ?? [];
    list.push(d);
    byLeaf.set(d.leaf, list);
  }
  const price = (d: ProductDraft) => d.pses[0]?.net ?? 0;
  const add = (d: ProductDraft, type: string, targets: ProductDraft[]) =>
    targets.filter((t) => t.id !== d.id).forEach((t, position) => insert.run(d.id, type, t.id, position + 1));

  for (const d of drafts) {
    if (!r.chance(0.65)) continue;
    const fits = (t: ProductDraft) => t.id !== d.id && orderableWherever(d, t);
    const siblings = (byLeaf.get(d.leaf) ?? []).filter(fits);
    const accessoryPool = (FAMILIES[d.familyIndex]?.accessories ?? []).flatMap((leaf) => {
      const candidates = (byLeaf.get(leaf) ?? []).filter(fits);
      const own = candidates.filter((c) => c.brandKey === d.brandKey);
      if (SYSTEM_LEAVES.has(leaf)) return own;
      return own.length > 0 ? own : candidates;
    });
    if (accessoryPool.length > 0) add(d, 'accessory', r.sample(accessoryPool, r.int(2, 4)));
    const sameSeries = siblings.filter((s) => s.brandKey === d.brandKey && s.series === d.series);
    const sameBrand = siblings.filter((s) => s.brandKey === d.brandKey);
    add(d, 'related', r.sample(sameSeries.length >= 2 ? sameSeries : sameBrand.length >= 2 ? sameBrand : siblings, r.int(2, 4)));
    add(d, 'upsell', r.sample(siblings.filter((s) => price(s) > price(d) * 1.1 && price(s) < price(d) * 2.5), r.int(1, 2)));
    add(d, 'alternative', r.sample(siblings.filter((s) => s.brandKey !== d.brandKey && price(s) > price(d) * 0.7 && price(s) < price(d) * 1.3), r.int(2, 3)));
  }
}
