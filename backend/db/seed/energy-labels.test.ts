import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { createEnergyLabelRepo } from '@/backend/repo/energy-label-repo';
import { energyLabelSvg, energySheetLines } from '@/backend/media/energy-label';
import { ENERGY_SCALES, classColour } from '@/contract/energy-classes';
import { energyLabelSchema } from '@/contract/energy-label';
import { energyDataSchema, energyLabelOf } from './energy-labels';
import { futureBase } from './locales';
import type { ProductDraft } from './product-build';
import { buildProducts } from './products';
import { Rng, SEED } from './random';
import { seedDatabase } from './run';

const NOW = new Date('2026-11-22T10:00:00Z');
let db: Db;
let drafts: ProductDraft[];
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { scale: 0.3, now: NOW });
  // The same drafts the seed stored (run.ts builds them from the same generator).
  drafts = buildProducts(new Rng(SEED).fork(1), 0.3, futureBase(NOW));
});
afterAll(() => db.close());

const HEATING = ['boiler', 'heat_pump', 'water_heater'];

describe('energy label data', () => {
  test('boilers, heat pumps and water heaters carry a label; radiators, pumps and everything else none', () => {
    const heating = drafts.filter((d) => HEATING.includes(d.kind));
    expect(heating.length).toBeGreaterThan(20);
    expect(heating.every((d) => energyLabelOf(d) !== null)).toBe(true);
    const others = drafts.filter((d) => !HEATING.includes(d.kind));
    expect(others.some((d) => d.kind === 'radiator' || d.kind === 'towel_radiator' || d.kind === 'design_radiator')).toBe(true);
    expect(others.every((d) => energyLabelOf(d) === null)).toBe(true);
  });

  test('each class lies on the scale of its regulation: space heaters A+++ to D, water heaters and tanks A+ to F', () => {
    for (const d of drafts) {
      const label = energyLabelOf(d);
      if (!label) continue;
      const expected = d.leaf === 'indirekte-speicher' ? 'storage_tank' : d.kind === 'water_heater' || d.leaf === 'warmwasser-waermepumpen' ? 'water_heater' : 'space_heater';
      expect([d.leaf, label.scale]).toEqual([d.leaf, expected]);
      expect(ENERGY_SCALES[label.scale]).toContain(label.class);
    }
  });

  test('the seed stores every label, and the energy class of the specification says the class of the label (one source)', () => {
    const rows = db
      .prepare(
        `SELECT e.product_id AS productId, e.class, e.data,
           (SELECT value FROM feature_product fp WHERE fp.product_id = e.product_id AND fp.feature_id = 13 AND fp.lang = 'de') AS erp
         FROM product_energy_label e`,
      )
      .all() as { productId: number; class: string; data: string; erp: string | null }[];
    expect(rows.length).toBe(drafts.filter((d) => energyLabelOf(d) !== null).length);
    for (const row of rows) {
      expect([row.productId, row.erp]).toEqual([row.productId, row.class]);
      expect(energyDataSchema.safeParse(JSON.parse(row.data)).success).toBe(true);
    }
  });

  test('the values fit the kind: heat pumps with both temperature classes and outdoor sound, tanks with standing loss and volume', () => {
    const data = (leaf: string) => drafts.filter((d) => d.leaf === leaf).map((d) => energyLabelOf(d)?.data);
    const heatPumps = data('luft-wasser-waermepumpen');
    expect(heatPumps.length).toBeGreaterThan(0);
    for (const d of heatPumps) {
      expect(d?.lowTemperature?.class).toBe('A+++');
      expect(d?.ratedOutputKw).toBeGreaterThan(0);
      expect(d?.soundOutdoorDb).toBeGreaterThan(d?.soundIndoorDb ?? 0);
    }
    for (const d of data('indirekte-speicher')) expect([d?.standingLossW, d?.volumeL]).toEqual([expect.any(Number), expect.any(Number)]);
    for (const d of data('kombithermen')) expect([d?.waterClass, d?.loadProfile]).toEqual(['A', 'XL']);
    for (const d of data('durchlauferhitzer')) expect(d?.ratedOutputKw ?? null).toBeNull();
    // The load profile grows with the storage volume.
    for (const d of data('elektrospeicher')) {
      const volume = d?.volumeL ?? 0;
      expect([volume, d?.loadProfile]).toEqual([volume, volume <= 30 ? 'S' : volume <= 80 ? 'M' : 'L']);
    }
  });

  test('the repository answers the label with the sheet in the shop language', () => {
    const row = db.prepare('SELECT product_id AS productId FROM product_energy_label LIMIT 1').get() as { productId: number } | undefined;
    if (!row) throw new Error('no labelled product');
    const repo = createEnergyLabelRepo(db);
    const de = repo.of([row.productId], 'de_AT').get(row.productId);
    const ro = repo.of([row.productId], 'ro_RO').get(row.productId);
    expect(energyLabelSchema.safeParse(de).success).toBe(true);
    expect(de?.label_url).toBe(ro?.label_url);
    expect(de?.sheet_url).toMatch(/-de\.pdf$/);
    expect(ro?.sheet_url).toMatch(/-ro\.pdf$/);
  });

  test('a product of another category gets no label, even with an energy class in its specification', () => {
    const draft = { id: 5, leaf: 'handtuchheizkoerper', kind: 'towel_radiator', features: [{ key: 'erp', de: 'A', ro: 'A' }] } as unknown as ProductDraft;
    expect(energyLabelOf(draft)).toBeNull();
  });
});

describe('energy label files', () => {
  const data = energyDataSchema.parse({
    supplier: 'Vaillant', model: 'aroTHERM plus VWL 75/6 7 kW', ratedOutputKw: 7, seasonalEfficiency: 138,
    lowTemperature: { class: 'A+++', efficiency: 178 }, annualConsumption: { value: 4192, unit: 'kWh' }, loadProfile: null,
    waterEfficiency: null, waterClass: null, standingLossW: null, volumeL: null, soundIndoorDb: 41, soundOutdoorDb: 58,
  });

  test('the label shows supplier, model, the class pointers in their colours, the values and the regulation', () => {
    const svg = energyLabelSvg('space_heater', 'A++', data);
    expect(svg).toContain('aria-label="Vaillant aroTHERM plus VWL 75/6 7 kW: A++ (811/2013)"');
    for (const cls of ENERGY_SCALES.space_heater) expect(svg).toContain(`fill="${classColour('space_heater', cls)}"`);
    expect(svg).toContain('55 °C');
    expect(svg).toContain('>7 kW<');
    expect(svg).toContain('>41 dB<');
    expect(svg).toContain('>58 dB<');
    // Two pointers: A++ at 55 °C, A+++ at 35 °C.
    expect(svg.match(/fill="#000"\/><text[^>]*>(A\+*)<\/text>/g)?.map((m) => m.replace(/.*>(A\+*)<.*/, '$1'))).toEqual(['A++', 'A+++']);
    expect(svg).toContain('>811/2013<');
  });

  test('the sheet lists the values of Annex IV in German and Romanian', () => {
    const de = energySheetLines('space_heater', 'A++', data, 'de').map((l) => l.text);
    expect(de).toContain('Raumheizungs-Energieeffizienzklasse: A++');
    expect(de).toContain('Wärmenennleistung (Prated): 7 kW');
    expect(de).toContain('Jährlicher Energieverbrauch: 4192 kWh');
    const ro = energySheetLines('space_heater', 'A++', data, 'ro').map((l) => l.text);
    expect(ro).toContain('Clasa de eficiență energetică la încălzirea incintelor: A++');
    expect(ro[0]).toBe('conform Regulamentului delegat (UE) nr. 811/2013');
  });
});
