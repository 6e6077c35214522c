import { THREAD_OF_DN, type FeatureKey, type FeatureValue } from './features';

/**
 * What a product's German title says about its specifications, read from the title's words alone (not from the data
 * the seed builds them from), so a check over the seeded catalogue can catch a specification that contradicts its own
 * title ('Handbrause ... 3jet' listing 'Strahlarten: 1'). The claims are the ones the seed's titles make: spray
 * count, flow rate, nominal size or thread, power, volume, voltage, lengths in mm and cm, mounting, pipe material.
 * A claim is checked where the product lists that specification (a spare part need not list a flow rate).
 */

/** Measures a length in the title can be (the seed writes them in mm or cm; a round product's width as 'Ø ...'). */
const MEASURES: readonly FeatureKey[] = ['length', 'width', 'height', 'depth', 'projection'];

const numberOf = (text: string): number => Number(text.replace(',', '.'));

/** A feature's values as numbers in one unit: '9,0 l/min' → 9; lengths in mm ('60 cm' → 600, 'Ø 250 mm' → 250). */
function measureMm(value: string): number | null {
  const match = /^(?:Ø\s*)?(\d+(?:,\d+)?)\s*(mm|cm)$/u.exec(value.trim());
  if (!match) return null;
  return numberOf(match[1] ?? '') * (match[2] === 'cm' ? 10 : 1);
}

function amountIn(value: string, unit: string): number | null {
  const match = new RegExp(`^(\\d+(?:,\\d+)?)\\s*${unit}$`, 'u').exec(value.trim());
  return match ? numberOf(match[1] ?? '') : null;
}

/** The inch size of a thread ('G 1/2"', 'Rp 1 1/2"', '1/2"' → '1/2'); null for other connections. */
function threadSize(value: string): string | null {
  const match = /^(?:G |Rp |R )?(\d+(?: \d+\/\d+)?|\d+\/\d+)"/u.exec(value.trim());
  return match ? (match[1] ?? null) : null;
}

type Features = Partial<Record<FeatureKey, string>>;

/** The contradictions between a title and the product's specifications, each as a short text; empty when they agree. */
export function titleContradictions(title: string, features: readonly FeatureValue[]): string[] {
  const spec: Features = Object.fromEntries(features.map((feature) => [feature.key, feature.de]));
  const problems: string[] = [];
  const expect = (claim: string, ok: boolean) => {
    if (!ok) problems.push(`${claim} (${features.map((feature) => `${feature.key}=${feature.de}`).join('; ')})`);
  };

  // Spray types: 'mit 3 Strahlarten', '2 Strahlarten', '3jet'. Every count the title names is the listed one.
  const sprays = [...title.matchAll(/(\d+) Strahlarten|\b(\d+)jet\b/gu)].map((match) => Number(match[1] ?? match[2]));
  if (spec.spray !== undefined) for (const count of new Set(sprays)) expect(`${count} Strahlarten`, Number(spec.spray) === count);

  const flow = /(\d+(?:,\d+)?) l\/min/u.exec(title);
  if (flow && spec.flow !== undefined) expect(`${flow[1]} l/min`, amountIn(spec.flow, 'l/min') === numberOf(flow[1] ?? ''));

  // A size: 'DN 15' or a thread '1/2"' of the title is the connection's thread, where a connection is listed.
  const dn = /\bDN (\d+)\b/u.exec(title);
  const inch = /(?:^|\s)(\d+(?: \d+\/\d+)?|\d+\/\d+)"(?:\s|$)/u.exec(title);
  const size = dn ? THREAD_OF_DN[Number(dn[1])] : inch?.[1];
  if (size && spec.connection !== undefined && threadSize(spec.connection) !== null) {
    expect(`${dn ? `DN ${dn[1]}` : `${size}"`}`, threadSize(spec.connection) === size);
  }

  const kw = /(\d+(?:,\d+)?) kW\b/u.exec(title);
  if (kw && spec.power !== undefined) expect(`${kw[1]} kW`, amountIn(spec.power, 'kW') === numberOf(kw[1] ?? ''));
  const watts = /(\d+) W\b/u.exec(title);
  if (watts && (spec.power !== undefined || spec.output75 !== undefined)) {
    expect(`${watts[1]} W`, spec.power !== undefined && amountIn(spec.power, 'W') === Number(watts[1]));
  }
  const litres = /(\d+) l\b(?!\/)/u.exec(title);
  if (litres && spec.volume !== undefined) expect(`${litres[1]} l`, amountIn(spec.volume, 'l') === Number(litres[1]));
  const volts = /(\d+) V\b/u.exec(title);
  if (volts && spec.voltage !== undefined) expect(`${volts[1]} V`, amountIn(spec.voltage, 'V') === Number(volts[1]));

  // Lengths: 'Höhe 195 cm', 'Tiefe 56 cm', '170 x 75 cm', '1800 x 500' (radiators, mm), '650 mm'. Pipe sizes
  // ('16 x 2,0 mm') and threads ('1 1/4" x 32 mm', 'M30 x 1,5') are not measures of the product.
  const measures = MEASURES.map((key) => (spec[key] !== undefined ? measureMm(spec[key]) : null)).filter((value) => value !== null);
  const named = (key: FeatureKey, mm: number) => measureMm(spec[key] ?? '') === mm;
  const height = /\b(?:Bau)?[Hh]öhe (\d+) cm\b/u.exec(title);
  if (height && spec.height !== undefined) expect(`Höhe ${height[1]} cm`, named('height', Number(height[1]) * 10));
  const depth = /\bTiefe (\d+) cm\b/u.exec(title);
  if (depth && spec.depth !== undefined) expect(`Tiefe ${depth[1]} cm`, named('depth', Number(depth[1]) * 10));
  const area = /\b(\d{2,4}) x (\d{2,4})(?: (cm|mm))?(?=\s|$)/u.exec(title);
  if (area && !/"\s*x/u.test(title)) {
    const factor = area[3] === 'cm' ? 10 : 1;
    const sides = [Number(area[1]) * factor, Number(area[2]) * factor];
    expect(`${area[0]}`, sides.every((side) => measures.includes(side)));
  }
  const length = /(?:^|\s)(\d{2,4}) mm(?=\s|$)/u.exec(title);
  if (length && !area && measures.length > 0) expect(`${length[1]} mm`, measures.includes(Number(length[1])));

  // Mounting named in the title.
  if (spec.mounting !== undefined) {
    if (/Unterputz/u.test(title)) expect('Unterputz', spec.mounting === 'Unterputz');
    else if (/Aufputz/u.test(title)) expect('Aufputz', spec.mounting === 'Aufputz');
    if (/(?:^|\s)Wand-/u.test(title)) expect('Wand-', spec.mounting === 'Wandmontage');
    if (/(?:^|\s)Stand-/u.test(title)) expect('Stand-', spec.mounting === 'Bodenmontage');
  }

  // Pipes: the material the title names.
  if (spec.material !== undefined) {
    if (/Kupferrohr/u.test(title)) expect('Kupferrohr', /Kupfer/u.test(spec.material));
    if (/Verbundrohr/u.test(title)) expect('Verbundrohr', /Al/u.test(spec.material));
    if (/\bHT-/u.test(title)) expect('HT-', /\bPP\b/u.test(spec.material));
    if (/PE-RT|PE-Xa/u.test(title)) expect('PE-Rohr', /PE-RT|PE-Xa/u.test(spec.material));
  }
  return problems;
}
