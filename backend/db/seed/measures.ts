import type { ProductKind } from '@/backend/media/catalog';
import type { Dim } from './catalog-types';
import type { FeatureKey, FeatureValue } from './features';
import { unitHash } from './random';
import { magnitudeOf } from './series-price';

/** What the measures of a product are derived from: its kind, type name (German), dimension and a key of its own. */
export type MeasureContext = { kind: ProductKind; type: string; dim: Dim | null; key: string };

const fv = (key: FeatureKey, de: string, ro: string = de): FeatureValue => ({ key, de, ro });
const mm = (key: FeatureKey, value: number) => fv(key, `${Math.round(value)} mm`);
const cm = (key: FeatureKey, value: number) => fv(key, `${Math.round(value)} cm`);
const material = (de: string, ro: string) => fv('material', de, ro);

/**
 * The dimensions and materials a buyer checks before ordering (the installation height of a tap, the casing of a
 * boiler, the depth of a radiator), consistent with the product's title: a value the title names (power, volume,
 * width) is read from it, the rest lies in the usual range of the kind. Fixed per product (hashed, not drawn), so the
 * catalogue's other values keep their sequence.
 */
export function measuresFor(ctx: MeasureContext): FeatureValue[] {
  const { kind, type, dim, key } = ctx;
  const data = dim?.data ?? {};
  const h = (salt: string) => unitHash(`${key}|${salt}`);
  const between = (salt: string, low: number, high: number, step = 1) => Math.round((low + (high - low) * h(salt)) / step) * step;
  const size = magnitudeOf(dim);
  switch (kind) {
    case 'tap': {
      const rank = size !== null && size <= 2 ? size : 1;
      return [mm('height', 140 + 90 * (rank - 1) + between('h', 0, 30, 5)), mm('projection', between('p', 100, 160, 5))];
    }
    case 'kitchen_tap':
      return [mm('height', between('h', 240, 420, 5)), mm('projection', between('p', 200, 250, 5))];
    case 'bath_tap':
      return [mm('width', between('w', 150, 300, 5)), mm('projection', between('p', 140, 200, 5))];
    case 'thermostat':
      return [mm('width', between('w', 300, 380, 5)), mm('height', between('h', 70, 110, 5)), fv('connection', 'G 1/2"')];
    case 'shower':
      return [
        ...(size !== null ? [fv('width', `Ø ${Math.round(size)} mm`)] : [mm('height', between('h', 1000, 1250, 10))]),
        fv('connection', 'G 1/2"'),
      ];
    case 'hand_shower':
      return [mm('length', data.length ?? between('l', 240, 280, 5)), fv('connection', 'G 1/2"')];
    case 'wc':
      return [cm('height', between('h', 33, 42)), cm('width', between('w', 35, 38))];
    case 'wc_seat':
      return [cm('width', between('w', 35, 37)), cm('depth', between('d', 42, 47))];
    case 'basin':
      return [cm('height', between('h', 12, 18)), fv('connection', '1 1/4"')];
    case 'bathtub':
      return [cm('height', between('h', 42, 62))];
    case 'shower_tray':
      return [mm('height', between('h', 25, 65, 5))];
    case 'shower_screen':
      return data.width !== undefined ? [cm('width', data.width), cm('height', data.height ?? 200)] : [cm('height', data.height ?? 200)];
    case 'furniture':
      return [cm('height', between('h', 50, 62)), cm('depth', between('d', 45, 49)), material('Spanplatte melaminbeschichtet, Fronten MDF lackiert', 'PAL melaminat, fronturi MDF vopsite')];
    case 'mirror_cabinet':
      return [...(data.width !== undefined ? [cm('width', data.width)] : []), cm('height', between('h', 70, 80)), cm('depth', data.depth ?? 16), material('Aluminiumkorpus, Kristallspiegel 4 mm', 'Corp din aluminiu, oglindă 4 mm')];
    case 'accessory':
      return [...(size !== null ? [mm('length', size)] : []), material('Messing verchromt', 'Alamă cromată')];
    case 'sink': {
      const [w, d] = (/(\d+) x (\d+) cm/.exec(dim?.de ?? '') ?? []).slice(1).map(Number);
      const stuff: [string, string] = type.startsWith('Granit') ? ['Granit-Verbundwerkstoff', 'Compozit granit'] : type.startsWith('Keramik') ? ['Feinfeuerton', 'Ceramică fină'] : ['Edelstahl 18/10', 'Oțel inoxidabil 18/10'];
      return [...(w ? [cm('width', w)] : []), ...(d ? [cm('depth', d)] : []), mm('height', between('h', 170, 200, 5)), material(...stuff)];
    }
    case 'radiator': {
      const depth = { 11: 63, 21: 66, 22: 102, 33: 155 }[data.type ?? 22] ?? 102;
      return [mm('depth', depth), fv('connection', '6 x G 1/2" IG')];
    }
    case 'design_radiator':
    case 'towel_radiator':
      return [mm('depth', between('d', 30, 110, 5)), fv('connection', 'G 1/2" IG, Mittenabstand 50 mm', 'G 1/2" FI, distanță între axe 50 mm')];
    case 'boiler':
      return [mm('height', between('h', 690, 740, 10)), mm('width', between('w', 400, 450, 10)), mm('depth', between('d', 300, 360, 10)), material('Wärmetauscher Edelstahl', 'Schimbător de căldură din inox')];
    case 'heat_pump':
      return data.liters !== undefined
        ? [mm('height', 1150 + data.liters * 2.4 + between('h', 0, 60, 10)), fv('width', 'Ø 690 mm'), material('Stahlbehälter emailliert, Gehäuse Kunststoff', 'Rezervor din oțel emailat, carcasă din plastic')]
        : [mm('height', 750 + (data.kw ?? 8) * 45 + between('h', 0, 80, 10)), mm('width', between('w', 1100, 1300, 10)), mm('depth', between('d', 450, 600, 10)), material('Gehäuse Stahlblech pulverbeschichtet', 'Carcasă din tablă vopsită în câmp electrostatic')];
    case 'water_heater':
      return data.liters !== undefined
        ? [mm('height', 380 + data.liters * (type.includes('Speicher indirekt') || type.includes('Solarspeicher') ? 5 : 7.5)), fv('width', `Ø ${data.liters > 120 ? 600 : 450} mm`), material('Stahlbehälter emailliert, Schutzanode', 'Rezervor din oțel emailat, anod de protecție')]
        : [mm('height', between('h', 450, 480, 5)), mm('width', 225), mm('depth', between('d', 95, 120, 5)), material('Blankdraht-Heizsystem, Kunststoffgehäuse', 'Sistem de încălzire cu fir liber, carcasă din plastic')];
    case 'pump':
      return [material('Pumpengehäuse Grauguss', 'Carcasă din fontă')];
    case 'frame': {
      const height = /(\d+) cm/.exec(dim?.de ?? '')?.[1];
      return [...(height ? [cm('height', Number(height))] : []), cm('width', 50), material('Stahlrahmen pulverbeschichtet', 'Cadru din oțel vopsit')];
    }
    case 'flush_plate': {
      const stuff: Record<string, [string, string]> = { Glas: ['Sicherheitsglas', 'Sticlă securizată'], Metall: ['Edelstahl gebürstet', 'Inox periat'] };
      return [mm('width', 246), mm('height', 164), material(...(stuff[dim?.de ?? ''] ?? ['Kunststoff ABS', 'Plastic ABS']))];
    }
    case 'shower_drain':
      return [...(size !== null && size > 100 ? [mm('length', size)] : []), mm('height', between('h', 65, 110, 5)), material('Edelstahl 1.4301', 'Oțel inoxidabil 1.4301')];
    case 'siphon':
      return [material('Messing verchromt', 'Alamă cromată')];
    case 'cartridge':
      return [material('Keramikscheiben, Kunststoffgehäuse', 'Discuri ceramice, carcasă din plastic')];
    case 'thermostat_head':
      return [mm('length', between('l', 75, 95)), material('Kunststoff', 'Plastic')];
    case 'floor_heating':
      return type.startsWith('Heizkreisverteiler') ? [material('Edelstahl 1.4301', 'Oțel inoxidabil 1.4301')] : [];
    case 'spare_part':
      return [material('Originalteil des Herstellers', 'Piesă originală a producătorului')];
    default:
      return [];
  }
}

/**
 * The product's features with its measures: the material named here replaces the generic one of the features (a sink
 * is not 'Messing / Kunststoff'), the other measures are added where a feature of that name is not given yet.
 */
export function withMeasures(features: FeatureValue[], ctx: MeasureContext): FeatureValue[] {
  const measures = measuresFor(ctx);
  const ownMaterial = measures.find((m) => m.key === 'material');
  const base = features.map((f) => (f.key === 'material' && ownMaterial ? ownMaterial : f));
  const given = new Set(base.map((f) => f.key));
  return [...base, ...measures.filter((m) => !given.has(m.key))];
}
