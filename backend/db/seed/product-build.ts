import type { DrawingName, FinishCode, ProductKind } from '@/backend/media/catalog';
import { seriesIndex } from '@/backend/media/variation';
import { FINISHES, PRODUCT_KINDS } from '@/backend/media/catalog';
import { BRANDS } from './brands-data';
import type { Dim, Family, UnitSpec } from './catalog-types';
import { BRAND_PRICE_FACTOR } from './catalog-types';
import type { FeatureValue } from './features';
import { featuresFor } from './features';
import { withMeasures } from './measures';
import { REFERENCE_DATE, isoDay, isoTime } from './locales';
import type { Rng } from './random';
import { seriesEnding, seriesJitter, seriesPrice } from './series-price';
import type { StockState } from '@/contract/product-card';

export type PseDraft = {
  id: number;
  ref: string;
  ean: string;
  finish: FinishCode | null;
  size: string | null;
  quantity: number;
  state: Exclude<StockState, 'undeliverable'>;
  availableFrom: string | null;
  deliveryMin: number;
  deliveryMax: number;
  weight: number;
  net: number;
  promoNet: number;
  listenNet: number | null;
  isDefault: boolean;
};

export type ProductDraft = {
  id: number;
  ref: string;
  leaf: string;
  kind: ProductKind;
  /** The drawing its images show: the family's own or the kind's. */
  drawing: DrawingName;
  /** Its series' variation of the drawing (the series' place in the family, media/variation.ts). */
  variant: number;
  brandKey: string;
  brandTitle: string;
  series: string;
  titleDe: string;
  titleRo: string;
  oldTitleDe: string;
  oldTitleRo: string;
  chapoDe: string;
  chapoRo: string;
  imageFinishes: FinishCode[];
  createdAt: string;
  salesCount: number;
  rating: { value: number; count: number } | null;
  unit: UnitSpec | null;
  minQuantity: number;
  quantityMultiple: number;
  freight: boolean;
  visible: boolean;
  newness: boolean;
  /** Promotion start, the day of the last regular price change, and the price before it (factor of the net). */
  promo: { start: string; lastChange: string; firstSeen: string; earlierFactor: number } | null;
  undeliverable: number[];
  pses: PseDraft[];
  features: FeatureValue[];
  documents: boolean;
  familyIndex: number;
};

const FINISH_PRICE: Partial<Record<FinishCode, number>> = {
  mattschwarz: 1.18, bronze: 1.3, gold: 1.35, edelstahl: 1.12, anthrazit: 1.08, eiche: 1.05,
};

/** A gross AT price with the series' price ending, turned into the net price Thelia stores (6 decimals). */
function netFromGross(r: Rng, gross: number, ending: number): number {
  // The ending used to be drawn here; the draw stays so the rest of the catalogue keeps its sequence.
  r.next();
  const rounded = gross < 5 ? Math.round(gross * 100) / 100 : Math.max(1, Math.floor(gross)) + ending;
  return Math.round((rounded / 1.2) * 1e6) / 1e6;
}

function ean13(r: Rng, taken: Set<string>): string {
  for (;;) {
    let digits = '40';
    for (let i = 0; i < 10; i += 1) digits += String(r.int(0, 9));
    const sum = digits.split('').reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    const code = digits + String((10 - (sum % 10)) % 10);
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

type StockDraw = Pick<PseDraft, 'state' | 'quantity' | 'availableFrom' | 'deliveryMin' | 'deliveryMax'>;

function drawStock(r: Rng, futureBase: Date): StockDraw {
  const x = r.next();
  if (x < 0.66) {
    return { state: 'in_stock', quantity: r.chance(0.25) ? r.int(1, 9) : r.int(10, 250), availableFrom: null, deliveryMin: 1, deliveryMax: 3 };
  }
  if (x < 0.74) return { state: 'out_of_stock', quantity: 0, availableFrom: null, deliveryMin: 5, deliveryMax: 10 };
  if (x < 0.81) return { state: 'order_extra', quantity: 0, availableFrom: null, deliveryMin: 7, deliveryMax: 15 };
  if (x < 0.86) return { state: 'backorder', quantity: 0, availableFrom: null, deliveryMin: 14, deliveryMax: 28 };
  if (x < 0.91) {
    const days = r.int(7, 75);
    const working = Math.ceil((days * 5) / 7);
    return { state: 'available_from', quantity: 0, availableFrom: isoDay(futureBase, days), deliveryMin: working + 1, deliveryMax: working + 3 };
  }
  return { state: 'on_demand', quantity: 0, availableFrom: null, deliveryMin: 15, deliveryMax: 30 };
}

type TitleChoice = { brandKey: string; series: string; typeIndex: number; dim: Dim | null; brandTitle: string };

/**
 * Chooses brand, series, type and dimension of the next product. With a fixed dimension list every combination
 * is listed and shuffled, so titles repeat only when a family asks for more products than it has combinations;
 * computed dimensions (radiator sizes) are drawn until the title is new.
 */
function titlePicker(r: Rng, family: Family, state: BuildState): { next: (n: number) => TitleChoice } {
  const brandTitle = (key: string) => BRANDS.find((b) => b.key === key)?.title ?? '';
  const titleOf = (c: TitleChoice) => [c.brandTitle, c.series, family.types[c.typeIndex]?.de, c.dim?.de].filter(Boolean).join(' ');
  const dims = family.dims;
  if (typeof dims === 'function') {
    return {
      next: () => {
        let choice: TitleChoice | null = null;
        for (let attempt = 0; attempt < 40 && (choice === null || state.titles.has(titleOf(choice))); attempt += 1) {
          const brandKey = r.pick(Object.keys(family.brands));
          choice = { brandKey, series: r.pick(family.brands[brandKey] ?? ['']), typeIndex: r.int(0, family.types.length - 1), dim: dims(r), brandTitle: brandTitle(brandKey) };
        }
        if (!choice) throw new Error(`no title for ${family.leaf}`);
        return choice;
      },
    };
  }
  const combos: TitleChoice[] = [];
  for (const [brandKey, seriesList] of Object.entries(family.brands)) {
    for (const series of seriesList) {
      family.types.forEach((_, typeIndex) => {
        for (const dim of dims ?? [null]) combos.push({ brandKey, series, typeIndex, dim, brandTitle: brandTitle(brandKey) });
      });
    }
  }
  const order = r.sample(combos, combos.length).filter((c) => !state.titles.has(titleOf(c)));
  return { next: (n) => order[n % Math.max(1, order.length)] ?? (combos[0] as TitleChoice) };
}

export type BuildState = { nextProductId: number; nextPseId: number; titles: Set<string>; refs: Set<string>; eans: Set<string> };

/** Builds the products of one family (deterministic for the same generator state). */
export function buildFamily(r: Rng, family: Family, familyIndex: number, count: number, state: BuildState, futureBase: Date): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  const pickTitle = titlePicker(r, family, state);
  for (let n = 0; n < count; n += 1) {
    const { brandKey, series, typeIndex, dim, brandTitle } = pickTitle.next(n);
    let titleDe = [brandTitle, series, family.types[typeIndex]?.de, dim?.de].filter(Boolean).join(' ');
    let titleRo = [family.types[typeIndex]?.ro, brandTitle, series, dim?.ro].filter(Boolean).join(' ');
    if (state.titles.has(titleDe)) {
      titleDe = `${titleDe} (Modell ${n + 1})`;
      titleRo = `${titleRo} (model ${n + 1})`;
    }
    state.titles.add(titleDe);
    const type = family.types[typeIndex] ?? { de: '', ro: '' };
    const id = state.nextProductId;
    state.nextProductId += 1;

    const code = (brandKey || 'gen').replace(/[^a-z]/g, '').slice(0, 3).toUpperCase();
    let ref = '';
    do ref = `${code}-${r.int(10000000, 99999999)}`;
    while (state.refs.has(ref));
    state.refs.add(ref);

    // Variants: colour first, then size.
    const kindFinishes: readonly FinishCode[] = PRODUCT_KINDS[family.kind];
    const fallback: FinishCode = kindFinishes[0] ?? 'chrom';
    const offered = family.finishes ?? [...kindFinishes];
    const multiColour = offered.length > 1 && r.chance(family.colorChance ?? 0);
    const chosen = multiColour ? r.sample(offered, r.int(2, Math.min(4, offered.length))) : [];
    const colours: FinishCode[] = multiColour
      ? offered.filter((f) => chosen.includes(f))
      : [r.chance(0.8) ? (offered[0] ?? fallback) : r.pick(offered)];
    if (colours.length === 0) colours.push(offered[0] ?? fallback);
    const sizes: (string | null)[] =
      family.sizes && r.chance(family.sizeChance ?? 0)
        ? family.sizes.filter(() => r.chance(0.7)).slice(0, 4)
        : [null];
    if (sizes.length === 0) sizes.push(family.sizes?.[0] ?? null);
    const hasColourAxis = colours.length > 1;
    const hasSizeAxis = sizes.length > 1 || sizes[0] !== null;

    const factor = BRAND_PRICE_FACTOR[brandKey] ?? 1;
    // Drawn for the price once; prices now come from the series and the size (series-price.ts), the draw keeps the sequence.
    r.next();
    const gross =
      (family.priceOf ? family.priceOf(seriesJitter(family, brandKey, series, 0, 1), dim) : seriesPrice(family, brandKey, series, typeIndex, dim)) * factor;
    const ending = seriesEnding(family, brandKey, series);
    const hasList = r.chance(0.35);
    const listFactor = 1.15 + r.next() * 0.3;
    const isPromo = r.chance(0.12);
    const promoFactor = 0.75 + r.next() * 0.17;
    const weight = family.weight[0] + r.next() * (family.weight[1] - family.weight[0]);

    const pses: PseDraft[] = [];
    colours.forEach((finish) => {
      sizes.forEach((size, sizeIndex) => {
        const pseId = state.nextPseId;
        state.nextPseId += 1;
        const net = netFromGross(r, gross * (finish !== offered[0] ? FINISH_PRICE[finish] ?? 1 : 1) * (1 + 0.12 * sizeIndex), ending);
        const suffix = [hasColourAxis ? finish.slice(0, 3).toUpperCase() : '', hasSizeAxis && size ? String(sizeIndex + 1) : ''].filter(Boolean).join('');
        const pseRef = suffix ? `${ref}-${suffix}` : ref;
        pses.push({
          id: pseId, ref: pseRef, ean: ean13(r, state.eans), finish: hasColourAxis ? finish : null, size: hasSizeAxis ? size : null,
          ...drawStock(r, futureBase), weight: Math.round(weight * (1 + 0.1 * sizeIndex) * 100) / 100, net,
          promoNet: isPromo ? Math.round(net * promoFactor * 100) / 100 : net,
          listenNet: hasList ? Math.round(net * listFactor * 100) / 100 : null, isDefault: pses.length === 0,
        });
      });
    });

    let promo: ProductDraft['promo'] = null;
    if (isPromo) {
      const startOffset = -r.int(3, 25);
      const changeOffset = startOffset - r.int(10, 40);
      promo = {
        start: isoDay(REFERENCE_DATE, startOffset),
        lastChange: isoDay(REFERENCE_DATE, changeOffset),
        firstSeen: isoDay(REFERENCE_DATE, changeOffset - 120),
        earlierFactor: r.pick([1, 1.05, 0.96, 0.98, 1.1]),
      };
    }

    const undeliverable = new Set<number>();
    for (const rule of family.undeliverable ?? []) if (r.chance(rule.share)) rule.countries.forEach((c) => undeliverable.add(c));
    if ((brandKey === 'motan' || brandKey === 'valrom') && r.chance(0.6)) [5, 13].forEach((c) => undeliverable.add(c));

    const ageDays = r.int(0, 900);
    // A promotion is a reduction of a price the product already had: none for a product launched on or after its start.
    if (promo && promo.start <= isoDay(REFERENCE_DATE, -ageDays)) {
      promo = null;
      for (const pse of pses) pse.promoNet = pse.net;
    }
    const newness = ageDays <= 60 && r.chance(0.7);
    const unit = family.unit ? family.unit(dim) : null;
    drafts.push({
      id, ref, leaf: family.leaf, kind: family.kind, drawing: family.drawing ?? family.kind, variant: seriesIndex(family.brands, brandKey, series), brandKey, brandTitle, series, titleDe, titleRo,
      oldTitleDe: [type.de, brandTitle, series, dim?.de].filter(Boolean).join(' '),
      oldTitleRo: [brandTitle, series, type.ro, dim?.ro].filter(Boolean).join(' '),
      chapoDe: `${type.de}${brandTitle ? ` von ${brandTitle}` : ''}${series ? ` aus der Serie ${series}` : ''}${dim ? `, Ausführung ${dim.de}` : ''}.`,
      chapoRo: `${type.ro}${brandTitle ? ` ${brandTitle}` : ''}${series ? ` din seria ${series}` : ''}${dim ? `, varianta ${dim.ro}` : ''}.`,
      imageFinishes: colours,
      createdAt: isoTime(REFERENCE_DATE, -ageDays, r.int(6 * 60, 18 * 60)),
      salesCount: Math.floor(Math.pow(r.next(), 3) * 2400) + (newness ? 0 : r.int(0, 40)),
      rating: r.chance(0.35) ? { value: Math.round((3.2 + r.next() * 1.8) * 10) / 10, count: r.int(1, 260) } : null,
      unit, minQuantity: family.minQuantity ?? 1, quantityMultiple: family.quantityMultiple ?? 1,
      freight: typeof family.freight === 'function' ? family.freight(dim) : family.freight === true,
      visible: id % 131 !== 0, newness, promo, undeliverable: [...undeliverable].sort((a, b) => a - b), pses,
      features: withMeasures(
        [
          ...featuresFor(r, { kind: family.kind, finish: hasColourAxis ? null : FINISHES[colours[0] ?? 'chrom'], dim, type: type.de }),
          ...(hasColourAxis
            ? [{ key: 'finish' as const, de: colours.map((c) => FINISHES[c].de).join(', '), ro: colours.map((c) => FINISHES[c].ro).join(', ') }]
            : []),
        ],
        { kind: family.kind, type: type.de, dim, key: ref },
      ),
      documents: r.chance(family.documents ?? 0.1), familyIndex,
    });
  }
  return drafts;
}
