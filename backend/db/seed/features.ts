import type { Finish, ProductKind } from '@/backend/media/catalog';
import type { Dim } from './catalog-types';
import { deNumber } from './catalog-types';
import type { Rng } from './random';

/** Specification titles (Thelia features), German and Romanian. */
export const FEATURES = {
  material: { id: 1, de: 'Material', ro: 'Material' },
  finish: { id: 2, de: 'Oberfläche', ro: 'Finisaj' },
  flow: { id: 3, de: 'Durchflussmenge', ro: 'Debit' },
  connection: { id: 4, de: 'Anschluss', ro: 'Racord' },
  projection: { id: 5, de: 'Ausladung', ro: 'Lungime pipă' },
  height: { id: 6, de: 'Höhe', ro: 'Înălțime' },
  width: { id: 7, de: 'Breite', ro: 'Lățime' },
  depth: { id: 8, de: 'Tiefe', ro: 'Adâncime' },
  length: { id: 9, de: 'Baulänge', ro: 'Lungime' },
  output75: { id: 10, de: 'Wärmeleistung 75/65/20 °C', ro: 'Putere termică 75/65/20 °C' },
  output55: { id: 11, de: 'Wärmeleistung 55/45/20 °C', ro: 'Putere termică 55/45/20 °C' },
  design: { id: 12, de: 'Bauart', ro: 'Tip constructiv' },
  erp: { id: 13, de: 'Energieeffizienzklasse', ro: 'Clasă de eficiență energetică' },
  power: { id: 14, de: 'Nennleistung', ro: 'Putere nominală' },
  volume: { id: 15, de: 'Inhalt', ro: 'Capacitate' },
  mounting: { id: 16, de: 'Montageart', ro: 'Tip de montaj' },
  warranty: { id: 17, de: 'Herstellergarantie', ro: 'Garanție producător' },
  rimless: { id: 18, de: 'Spülrandlos', ro: 'Fără ramă' },
  pressure: { id: 19, de: 'Druckstufe', ro: 'Presiune nominală' },
  voltage: { id: 20, de: 'Spannung', ro: 'Tensiune' },
  glass: { id: 21, de: 'Glasstärke', ro: 'Grosime sticlă' },
  spray: { id: 22, de: 'Strahlarten', ro: 'Tipuri de jet' },
  temperature: { id: 23, de: 'Max. Betriebstemperatur', ro: 'Temperatură maximă de lucru' },
} as const;

export type FeatureKey = keyof typeof FEATURES;
export type FeatureValue = { key: FeatureKey; de: string; ro: string };

const fv = (key: FeatureKey, de: string, ro: string = de): FeatureValue => ({ key, de, ro });
const fvPair = (key: FeatureKey, pair: readonly [string, string]): FeatureValue => fv(key, pair[0], pair[1]);
const yesNo = (value: boolean): [string, string] => (value ? ['Ja', 'Da'] : ['Nein', 'Nu']);

/** The product's kind, finish, dimension and type name (German): what its specifications follow. */
export type FeatureContext = { kind: ProductKind; finish: Finish | null; dim: Dim | null; type: string };

/** Nominal sizes (DN, the seed's `dn` data of a dimension) and the pipe thread of the same size, in inches. */
export const THREAD_OF_DN: Readonly<Record<number, string>> = { 10: '3/8', 15: '1/2', 20: '3/4', 25: '1', 32: '1 1/4', 40: '1 1/2', 50: '2' };

/** A drawn thread ('3/8"', 'G 1/2"') unless the title names a size (`dn`): then a thread of that size. */
function connectionOf(drawn: string, dn: number | undefined): string {
  const size = dn === undefined ? undefined : THREAD_OF_DN[dn];
  if (size === undefined || drawn.replace(/^(?:G|Rp|R) /u, '') === `${size}"`) return drawn;
  return drawn.startsWith('Rp ') ? `Rp ${size}"` : `G ${size}"`;
}

/** Mounting the title names ('Unterputz-Thermostat', 'Aufputz', 'Wand-WC', 'Stand-Bidet'), else the drawn one. */
function mountingOf(named: string, drawn: readonly [string, string]): readonly [string, string] {
  if (/Unterputz/u.test(named)) return ['Unterputz', 'Încastrat'];
  if (/Aufputz/u.test(named)) return ['Aufputz', 'Aparent'];
  if (/(?:^|\s)Wand-/u.test(named)) return ['Wandmontage', 'Montaj pe perete'];
  if (/(?:^|\s)Stand-/u.test(named)) return ['Bodenmontage', 'Montaj pe pardoseală'];
  return drawn;
}

/** A pipe's material as its type names it (copper, multilayer, HT drain pipe, PE heating pipe), else the drawn one. */
function pipeMaterialOf(type: string, drawn: readonly [string, string]): readonly [string, string] {
  if (type.includes('Kupfer')) return ['Kupfer', 'Cupru'];
  if (type.includes('Verbundrohr')) return ['PE-RT/Al/PE-RT', 'PE-RT/Al/PE-RT'];
  if (type.startsWith('HT-')) return ['Polypropylen (PP)', 'Polipropilenă (PP)'];
  const pe = /PE-RT|PE-Xa/u.exec(type)?.[0];
  return pe ? [pe, pe] : drawn;
}

/** A power in kW as the seed writes it: '18 kW', '3,3 kW'. */
const kilowatts = (kw: number): string => `${deNumber(kw, Number.isInteger(kw) ? 0 : 1)} kW`;

function warranty(r: Rng): FeatureValue {
  const years = r.pick([2, 3, 5, 5, 10]);
  return fv('warranty', `${years} Jahre`, `${years} ani`);
}

function finishFeature(finish: Finish | null): FeatureValue[] {
  return finish ? [fv('finish', finish.de, finish.ro)] : [];
}

/**
 * The specifications of a product, consistent with its title: what the title names (size, spray types, flow, power,
 * volume, height, mounting, pipe material) comes from the dimension's data or the type's name, the rest is drawn.
 * Every value is drawn as before even where the title decides it, so the catalogue's other values keep their sequence
 * (title-claims.test.ts checks the agreement over the whole seeded catalogue).
 */
export function featuresFor(r: Rng, ctx: FeatureContext): FeatureValue[] {
  const { kind, finish, dim, type } = ctx;
  const data = dim?.data ?? {};
  const named = `${type} ${dim?.de ?? ''}`;
  switch (kind) {
    case 'tap':
    case 'kitchen_tap':
    case 'bath_tap':
    case 'thermostat': {
      const flow = data.flow ?? r.pick([5, 5.7, 6, 7.5, 9, 12, 20]);
      const connection = connectionOf(r.pick(['3/8"', '1/2"', 'G 1/2"']), data.dn);
      const projection = r.int(9, 25) * 10;
      const mounting = mountingOf(named, r.chance(0.8) ? ['Aufputz', 'Aparent'] : ['Unterputz', 'Încastrat']);
      return [
        fv('material', 'Messing', 'Alamă'),
        ...finishFeature(finish),
        fv('flow', `${deNumber(flow, 1)} l/min`),
        fv('connection', connection),
        fv('projection', `${data.projection ?? projection} mm`),
        fvPair('mounting', mounting),
        warranty(r),
      ];
    }
    case 'shower':
    case 'hand_shower': {
      const sprays = r.int(1, 4);
      const flow = r.pick([7, 9, 12, 15]);
      return [
        fv('material', 'Kunststoff / Metall', 'Plastic / metal'),
        ...finishFeature(finish),
        fv('spray', String(data.sprays ?? sprays)),
        fv('flow', `${deNumber(data.flow ?? flow, 1)} l/min`),
        warranty(r),
      ];
    }
    case 'wc':
    case 'wc_seat':
    case 'basin': {
      const rimless = r.chance(0.6);
      const [yes, da] = yesNo(rimless);
      const width = data.width ?? r.int(35, 60);
      // A WC's depth was always drawn (its 'Tiefe 56 cm' had no data then): still drawn, so the sequence stays.
      const drawnDepth = data.depth === undefined || kind === 'wc' ? r.int(35, 60) : 0;
      const mounting = mountingOf(named, r.chance(0.6) ? ['Wandmontage', 'Montaj pe perete'] : ['Bodenmontage', 'Montaj pe pardoseală']);
      return [
        fv('material', kind === 'wc_seat' ? 'Duroplast' : 'Sanitärkeramik', kind === 'wc_seat' ? 'Duroplast' : 'Ceramică sanitară'),
        ...finishFeature(finish),
        fv('width', `${width} cm`),
        fv('depth', `${data.depth ?? drawnDepth} cm`),
        ...(kind === 'wc' ? [fv('rimless', yes, da)] : []),
        fvPair('mounting', mounting),
        warranty(r),
      ];
    }
    case 'bathtub':
    case 'shower_tray':
      return [
        fvPair('material', r.chance(0.6) ? ['Stahl-Email 3,5 mm', 'Oțel emailat 3,5 mm'] : ['Sanitäracryl', 'Acril sanitar']),
        ...finishFeature(finish),
        ...(data.width ? [fv('length', `${data.width} cm`)] : []),
        ...(data.depth ? [fv('width', `${data.depth} cm`)] : []),
        fv('volume', `${r.int(140, 260)} l`),
        fv('warranty', '30 Jahre', '30 ani'),
      ];
    case 'shower_screen':
      return [
        fv('glass', r.pick(['6 mm', '8 mm', '10 mm'])),
        fv('material', 'Einscheibensicherheitsglas (ESG)', 'Sticlă securizată'),
        ...finishFeature(finish),
        fv('height', `${data.height ?? 200} cm`),
        warranty(r),
      ];
    case 'radiator':
    case 'design_radiator':
    case 'towel_radiator': {
      const output75 = data.output75 ?? r.int(40, 250) * 10;
      const output55 = data.output55 ?? Math.round(output75 * 0.52);
      return [
        fv('material', 'Stahl', 'Oțel'),
        ...finishFeature(finish),
        ...(data.type ? [fv('design', `Typ ${data.type}`, `Tip ${data.type}`)] : []),
        ...(data.height ? [fv('height', `${data.height} mm`)] : []),
        ...(data.length ? [fv('length', `${data.length} mm`)] : []),
        // An electric one ('Elektro-Badheizkörper 500 W') has the power of its heating element, no water-side output.
        ...(data.watts ? [fv('power', `${data.watts} W`)] : [fv('output75', `${output75} W`), fv('output55', `${output55} W`)]),
        fv('pressure', 'PN 10'),
        fv('temperature', '110 °C'),
        fv('warranty', '10 Jahre', '10 ani'),
      ];
    }
    case 'boiler':
    case 'heat_pump': {
      const kw = data.kw ?? r.pick([5, 7, 10]);
      return [
        fv('power', `${kw} kW`),
        fv('erp', kind === 'heat_pump' ? r.pick(['A+++', 'A++']) : 'A'),
        fv('voltage', '230 V'),
        ...(data.liters ? [fv('volume', `${data.liters} l`)] : []),
        fvPair('mounting', kind === 'heat_pump' ? ['Außenaufstellung', 'Montaj exterior'] : ['Wandmontage', 'Montaj pe perete']),
        warranty(r),
      ];
    }
    case 'water_heater': {
      const power = r.pick([1.5, 2, 2.5, 3.3]);
      // A second draw once gave the Romanian text its own (different) power; it stays so that the rest of the
      // seeded catalogue keeps its values.
      r.pick([1.5, 2, 2.5, 3.3]);
      return [
        ...(data.liters ? [fv('volume', `${data.liters} l`)] : []),
        fv('power', data.kw === undefined ? `${deNumber(power, 1)} kW` : kilowatts(data.kw)),
        fv('erp', r.pick(['A', 'B', 'C'])),
        fv('voltage', r.pick(['230 V', '400 V'])),
        fv('temperature', '85 °C'),
        warranty(r),
      ];
    }
    case 'pump':
      const connection = connectionOf(r.pick(['G 1 1/2"', 'Rp 1/2"', 'G 1"']), data.dn);
      const length = r.pick([130, 180]);
      return [
        fv('connection', connection),
        fv('length', `${data.length ?? length} mm`),
        fv('voltage', '230 V'),
        fv('power', `${r.int(3, 45)} W`),
        fv('erp', 'EEI ≤ 0,20', 'EEI ≤ 0,20'),
        warranty(r),
      ];
    case 'pipe':
    case 'floor_heating':
      return [
        fvPair('material', pipeMaterialOf(type, r.chance(0.5) ? ['PE-RT/Al/PE-RT', 'PE-RT/Al/PE-RT'] : ['Kupfer', 'Cupru'])),
        fv('pressure', r.pick(['PN 10', 'PN 16'])),
        fv('temperature', `${r.pick([70, 95, 110])} °C`),
        warranty(r),
      ];
    case 'fitting':
    case 'valve':
      return [
        fvPair('material', r.chance(0.6) ? ['Messing', 'Alamă'] : ['Rotguss', 'Bronz']),
        ...finishFeature(finish),
        fv('pressure', r.pick(['PN 10', 'PN 16', 'PN 40'])),
        fv('temperature', `${r.pick([95, 110, 120])} °C`),
      ];
    case 'thermostat_head':
      return [
        ...finishFeature(finish),
        fv('connection', r.pick(['M30 x 1,5', 'RA'])),
        fvPair('design', r.chance(0.5) ? ['Flüssigkeitsfühler', 'Senzor cu lichid'] : ['Wachsfühler', 'Senzor cu ceară']),
        warranty(r),
      ];
    case 'sealant':
      return [fv('volume', '310 ml'), fv('temperature', '-40 bis +180 °C', '-40 până la +180 °C'), fv('material', 'Silikon, essigvernetzend', 'Silicon acetic')];
    case 'membrane':
      return [fv('material', 'PE-Vlies', 'Fleece PE'), fv('depth', '0,5 mm'), warranty(r)];
    default:
      return [...finishFeature(finish), fv('material', 'Messing / Kunststoff', 'Alamă / plastic'), warranty(r)];
  }
}
