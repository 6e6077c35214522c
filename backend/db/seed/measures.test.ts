import { futureBase } from './locales';
import { buildProducts } from './products';
import { Rng, SEED } from './random';
import type { FeatureKey } from './features';

const drafts = buildProducts(new Rng(SEED).fork(1), 1, futureBase(new Date('2026-11-22T10:00:00Z')));
const has = (keys: FeatureKey[]) => (d: (typeof drafts)[number]) => keys.every((k) => d.features.some((f) => f.key === k));
const valueOf = (d: (typeof drafts)[number], key: FeatureKey) => d.features.find((f) => f.key === key)?.de ?? '';

describe('specifications a buyer checks', () => {
  it('give every boiler, heat pump, water heater, cabinet and sink its dimensions and material', () => {
    for (const kind of ['boiler', 'heat_pump', 'water_heater', 'furniture', 'mirror_cabinet', 'sink']) {
      const list = drafts.filter((d) => d.kind === kind);
      expect(list.length).toBeGreaterThan(5);
      expect(list.filter((d) => !has(['height', 'material'])(d) || !d.features.some((f) => f.key === 'width' || f.key === 'depth')).map((d) => d.titleDe)).toEqual([]);
    }
  });

  it('give every product a material, and each specification once', () => {
    expect(drafts.filter((d) => !has(['material'])(d) && !['fitting', 'valve', 'pipe'].includes(d.kind) && d.kind !== 'floor_heating').map((d) => d.titleDe).slice(0, 5)).toEqual([]);
    for (const d of drafts) expect(new Set(d.features.map((f) => f.key)).size).toBe(d.features.length);
  });

  it('agree with the title: a 300 l tank is taller than a 150 l one, a Typ 33 radiator deeper than a Typ 11', () => {
    const height = (d: (typeof drafts)[number]) => Number(valueOf(d, 'height').replace(' mm', ''));
    const tanks = drafts.filter((d) => d.leaf === 'indirekte-speicher');
    const small = tanks.filter((d) => d.titleDe.endsWith(' 150 l')).map(height);
    const big = tanks.filter((d) => d.titleDe.endsWith(' 300 l')).map(height);
    expect(Math.max(...small)).toBeLessThan(Math.min(...big));
    const depth = (leaf: string) => drafts.filter((d) => d.leaf === leaf).map((d) => valueOf(d, 'depth'));
    expect(new Set(depth('typ-11'))).toEqual(new Set(['63 mm']));
    expect(new Set(depth('typ-33'))).toEqual(new Set(['155 mm']));
    const sink = drafts.find((d) => d.leaf === 'edelstahlspuelen' && d.titleDe.endsWith('86 x 50 cm'));
    expect(sink && [valueOf(sink, 'width'), valueOf(sink, 'material')]).toEqual(['86 cm', 'Edelstahl 18/10']);
  });
});
