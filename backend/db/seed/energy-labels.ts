import { z } from 'zod';
import type { Db } from '@/backend/db/open';
import { ENERGY_SCALES, type EnergyClass, type EnergyScale } from '@/contract/energy-classes';
import { energyClassSchema } from '@/contract/energy-label';
import { FEATURES } from './features';
import type { ProductDraft } from './product-build';

/**
 * The EU energy labels of the catalogue's heating products (ADR 0032): which products carry one, on which scale, with
 * which class, and the values of the label and the product information sheet. Radiators (panel, design, towel and
 * electric towel radiators), heating elements, pumps and floor heating have no EU energy label.
 */

/** The values the label and the product information sheet state (Annex III and IV of Reg. 811/2013 and 812/2013). */
export const energyDataSchema = z.object({
  supplier: z.string().min(1),
  model: z.string().min(1),
  /** Space heaters: rated heat output (kW); for heat pumps at average climate. */
  ratedOutputKw: z.number().positive().nullable(),
  /** Space heaters: seasonal space heating energy efficiency ηs (%), at 55 °C for heat pumps. */
  seasonalEfficiency: z.number().positive().nullable(),
  /** Heat pump space heaters: class and ηs at the low-temperature application (35 °C). */
  lowTemperature: z.object({ class: energyClassSchema, efficiency: z.number().positive() }).nullable(),
  /** Annual energy consumption: space heaters in kWh (heat pumps) or GJ (boilers), water heaters in kWh of electricity. */
  annualConsumption: z.object({ value: z.number().positive(), unit: z.enum(['kWh', 'GJ']) }).nullable(),
  /** Water heaters and combination heaters: declared load profile and water heating energy efficiency ηwh (%). */
  loadProfile: z.enum(['XXS', 'XS', 'S', 'M', 'L', 'XL']).nullable(),
  waterEfficiency: z.number().positive().nullable(),
  /** Combination heaters: the water heating class (scale A+ to F). */
  waterClass: z.nullable(energyClassSchema),
  /** Hot water storage tanks: standing loss S (W) and storage volume V (l). */
  standingLossW: z.number().positive().nullable(),
  volumeL: z.number().positive().nullable(),
  /** Sound power level indoors and, for heat pumps, outdoors (dB). */
  soundIndoorDb: z.number().positive().nullable(),
  soundOutdoorDb: z.number().positive().nullable(),
});
export type EnergyData = z.infer<typeof energyDataSchema>;

export type EnergyLabelSeed = { productId: number; scale: EnergyScale; class: EnergyClass; data: EnergyData };

type Kind = 'boiler' | 'combi' | 'heat_pump' | 'water_heat_pump' | 'storage_heater' | 'instant_heater' | 'storage_tank';

/** The labelled product kinds by leaf category (anything else has no EU energy label). */
const KIND_OF_LEAF: Record<string, Kind> = {
  gasbrennwertthermen: 'boiler',
  kombithermen: 'combi',
  'luft-wasser-waermepumpen': 'heat_pump',
  'warmwasser-waermepumpen': 'water_heat_pump',
  elektrospeicher: 'storage_heater',
  durchlauferhitzer: 'instant_heater',
  'indirekte-speicher': 'storage_tank',
};

const SCALE_OF_KIND: Record<Kind, EnergyScale> = {
  boiler: 'space_heater', combi: 'space_heater', heat_pump: 'space_heater',
  water_heat_pump: 'water_heater', storage_heater: 'water_heater', instant_heater: 'water_heater', storage_tank: 'storage_tank',
};

/** The class a kind usually has when its specification names none on the label's scale. */
const TYPICAL_CLASS: Record<Kind, EnergyClass> = {
  boiler: 'A', combi: 'A', heat_pump: 'A++', water_heat_pump: 'A+', storage_heater: 'C', instant_heater: 'A', storage_tank: 'B',
};

/** Middle of each class's ηs band (%), Reg. 811/2013 Annex II table 1. */
const SPACE_EFFICIENCY: Partial<Record<EnergyClass, number>> = { 'A+++': 175, 'A++': 137, 'A+': 110, A: 93, B: 86, C: 78, D: 60 };
/** Typical ηwh (%) of electric water heaters per class, and of heat pump water heaters. */
const WATER_EFFICIENCY: Partial<Record<EnergyClass, number>> = { 'A+': 128, A: 40, B: 37, C: 34, D: 31, E: 28, F: 25 };
/** Reference energy Qref (kWh per day) of the load profiles, Reg. 812/2013 Annex III table 1. */
const QREF: Record<'XXS' | 'XS' | 'S' | 'M' | 'L' | 'XL', number> = { XXS: 0.345, XS: 2.1, S: 2.1, M: 5.845, L: 11.655, XL: 19.07 };
/** Standing loss (W) of a 200 l storage tank per class. */
const STANDING_LOSS_200L: Partial<Record<EnergyClass, number>> = { 'A+': 26, A: 36, B: 52, C: 72, D: 95, E: 120, F: 150 };

const number = (text: string | undefined, unit: string): number | null => {
  const match = text?.match(new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*${unit}\\b`));
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
};

/** A small, stable spread per product (0..n-1), so values differ between models without a random generator. */
const spread = (id: number, n: number) => (id * 7919) % n;

function loadProfile(kind: Kind, liters: number | null, kw: number | null): EnergyData['loadProfile'] {
  if (kind === 'instant_heater') return (kw ?? 0) >= 18 ? 'M' : 'S';
  if (kind === 'water_heat_pump') return (liters ?? 0) >= 250 ? 'XL' : 'L';
  const l = liters ?? 0;
  return l <= 30 ? 'S' : l <= 80 ? 'M' : l <= 120 ? 'L' : 'XL';
}

/** The energy label of a product draft, or null for a product without one. */
export function energyLabelOf(draft: ProductDraft): EnergyLabelSeed | null {
  const kind = KIND_OF_LEAF[draft.leaf];
  if (!kind) return null;
  const scale = SCALE_OF_KIND[kind];
  const feature = (key: keyof typeof FEATURES) => draft.features.find((f) => f.key === key)?.de;
  const specified = energyClassSchema.safeParse(feature('erp'));
  const onScale = specified.success && (ENERGY_SCALES[scale] as readonly string[]).includes(specified.data);
  const energyClass: EnergyClass = onScale ? specified.data : TYPICAL_CLASS[kind];
  // The title names the model's rating ('25 kW', '200 l'); the specification is the fallback.
  const kw = number(draft.titleDe, 'kW') ?? number(feature('power'), 'kW');
  const liters = number(draft.titleDe, 'l') ?? number(feature('volume'), 'l');
  // The model identifier: the series and its rating ('ecoTEC plus 25 kW', 'Logalux SU200.5 300 l').
  const rating = scale === 'space_heater' || liters === null ? (kw === null ? '' : `${kw} kW`) : `${liters} l`;
  const model = [draft.series, rating].filter(Boolean).join(' ') || draft.titleDe.replace(draft.brandTitle, '').trim();
  const base: EnergyData = {
    supplier: draft.brandTitle || 'Sanitär Haus', model, ratedOutputKw: null, seasonalEfficiency: null, lowTemperature: null,
    annualConsumption: null, loadProfile: null, waterEfficiency: null, waterClass: null, standingLossW: null, volumeL: null,
    soundIndoorDb: null, soundOutdoorDb: null,
  };
  const s = spread(draft.id, 4);
  let data: EnergyData;
  if (scale === 'space_heater') {
    const output = kw ?? 10;
    const efficiency = (SPACE_EFFICIENCY[energyClass] ?? 93) + s;
    data = kind === 'heat_pump'
      ? {
          ...base, ratedOutputKw: output, seasonalEfficiency: efficiency,
          lowTemperature: { class: 'A+++', efficiency: 172 + 3 * s },
          annualConsumption: { value: Math.round((output * 2066) / ((efficiency / 100) * 2.5)), unit: 'kWh' },
          soundIndoorDb: 40 + s, soundOutdoorDb: 54 + Math.round(output / 2),
        }
      : {
          ...base, ratedOutputKw: output, seasonalEfficiency: efficiency,
          annualConsumption: { value: Math.round(output * 1.74), unit: 'GJ' },
          soundIndoorDb: 45 + s + Math.round(output / 10),
          ...(kind === 'combi' ? { loadProfile: 'XL' as const, waterEfficiency: 85 + s, waterClass: 'A' as const } : {}),
        };
  } else if (scale === 'water_heater') {
    const profile = loadProfile(kind, liters, kw);
    const efficiency = (WATER_EFFICIENCY[energyClass] ?? 37) + s / 2;
    const qref = QREF[profile ?? 'M'];
    data = {
      ...base, loadProfile: profile, waterEfficiency: efficiency, volumeL: liters,
      // AEC = 0.6 × 366 × Qref / (ηwh × CC), CC = 2.5 (Reg. 812/2013 Annex VIII).
      annualConsumption: { value: Math.round((0.6 * 366 * qref) / ((efficiency / 100) * 2.5)), unit: 'kWh' },
      soundIndoorDb: kind === 'water_heat_pump' ? 50 + s : 15,
    };
  } else {
    const volume = liters ?? 200;
    data = { ...base, volumeL: volume, standingLossW: Math.round((STANDING_LOSS_200L[energyClass] ?? 52) * Math.pow(volume / 200, 0.4)) };
  }
  return { productId: draft.id, scale, class: energyClass, data: energyDataSchema.parse(data) };
}

/** The files of a product's label and sheet below /media (the sheet per shop language). */
export function energyLabelPaths(productId: number): { label: string; sheetDe: string; sheetRo: string } {
  return {
    label: `/media/documents/energy/label-${productId}.svg`,
    sheetDe: `/media/documents/energy/datenblatt-${productId}-de.pdf`,
    sheetRo: `/media/documents/energy/fisa-${productId}-ro.pdf`,
  };
}

/**
 * Stores the energy labels of the drafts and makes the specification's energy class say the label's class (one
 * source). Returns the number of labelled products.
 */
export function seedEnergyLabels(db: Db, drafts: readonly ProductDraft[]): number {
  const insert = db.prepare(
    'INSERT INTO product_energy_label (product_id, scale, class, label_file, sheet_file_de, sheet_file_ro, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const spec = db.prepare('UPDATE feature_product SET value = ? WHERE product_id = ? AND feature_id = ?');
  let count = 0;
  for (const draft of drafts) {
    const label = energyLabelOf(draft);
    if (!label) continue;
    const paths = energyLabelPaths(draft.id);
    insert.run(draft.id, label.scale, label.class, paths.label, paths.sheetDe, paths.sheetRo, JSON.stringify(label.data));
    spec.run(label.class, draft.id, FEATURES.erp.id);
    count += 1;
  }
  return count;
}

