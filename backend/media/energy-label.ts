import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/backend/db/open';
import { energyDataSchema, type EnergyData } from '@/backend/db/seed/energy-labels';
import { ENERGY_REGULATION, classColour, scaleClasses, type EnergyClass, type EnergyScale } from '@/contract/energy-classes';
import { energyClassSchema, energyScaleSchema } from '@/contract/energy-label';
import { mediaFile } from './marker';
import { buildPdf, type PdfLine } from './pdf';
import { escapeXml } from './svg';

const W = 420;
const H = 820;
/** The year of the label layout: Reg. 811/2013 from 26 Sep 2019, Reg. 812/2013 from 26 Sep 2017. */
const LAYOUT_YEAR: Record<EnergyScale, string> = { space_heater: '2019', water_heater: '2017', storage_tank: '2017' };

const t = (x: number, y: number, size: number, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ${extra}>${escapeXml(value)}</text>`;

/** A class letter as the label writes it: white with a black outline. */
const classText = (x: number, y: number, size: number, value: string, anchor: 'start' | 'middle' = 'start') =>
  t(x, y, size, value, `font-weight="700" fill="#fff" stroke="#000" stroke-width="1.2" paint-order="stroke" text-anchor="${anchor}"`);

/** The coloured scale bars, best class on top, each a bar with an arrow tip. */
function scaleBars(scale: EnergyScale, top: number, rowHeight: number): string {
  return scaleClasses(scale)
    .map((cls, index) => {
      const y = top + index * rowHeight;
      const width = 84 + index * 18;
      const h = rowHeight - 8;
      const d = `M24 ${y} H${24 + width} L${24 + width + h / 2} ${y + h / 2} L${24 + width} ${y + h} H24 Z`;
      return `<path d="${d}" fill="${classColour(scale, cls)}"/>${classText(34, y + h - 10, 30, cls)}`;
    })
    .join('');
}

/** The black pointer at the product's class, right of the scale (column x). */
function pointer(scale: EnergyScale, cls: EnergyClass, top: number, rowHeight: number, x: number, width: number): string {
  const index = Math.max(0, scaleClasses(scale).indexOf(cls));
  const y = top + index * rowHeight - 4;
  const h = rowHeight;
  const d = `M${x} ${y + h / 2} L${x + h / 2} ${y} H${x + width} V${y + h} H${x + h / 2} Z`;
  return `<path d="${d}" fill="#000"/>${classText(x + h / 2 + (width - h / 2) / 2, y + h - 13, width < 120 ? 20 : 34, cls, 'middle')}`;
}

/** A house pictogram (indoors). */
const house = (x: number, y: number) =>
  `<path d="M${x} ${y + 10} L${x + 13} ${y} L${x + 26} ${y + 10} V${y + 26} H${x} Z" fill="none" stroke="#000" stroke-width="3"/>`;
/** A tree pictogram (outdoors). */
const tree = (x: number, y: number) =>
  `<circle cx="${x + 12}" cy="${y + 11}" r="10" fill="none" stroke="#000" stroke-width="3"/><line x1="${x + 12}" y1="${y + 21}" x2="${x + 12}" y2="${y + 30}" stroke="#000" stroke-width="3"/>`;

/** A radiator pictogram (space heating function). */
const radiator = (x: number, y: number) =>
  `<g fill="none" stroke="#000" stroke-width="3">${[0, 1, 2, 3, 4].map((i) => `<rect x="${x + i * 12}" y="${y}" width="9" height="44" rx="3"/>`).join('')}<line x1="${x - 4}" y1="${y + 48}" x2="${x + 60}" y2="${y + 48}"/></g>`;
/** A tap pictogram (water heating function). */
const tap = (x: number, y: number) =>
  `<g fill="none" stroke="#000" stroke-width="3"><path d="M${x} ${y + 10} H${x + 34} Q${x + 46} ${y + 10} ${x + 46} ${y + 24} V${y + 32}"/><line x1="${x + 16}" y1="${y}" x2="${x + 16}" y2="${y + 10}"/><path d="M${x + 46} ${y + 40} q-4 8 0 10 q4 -2 0 -10" fill="#000"/></g>`;

/**
 * The energy label of a product as an SVG document, laid out like the EU label of its regulation: the EU header, the
 * supplier and model, the function pictograms, the coloured scale with the class pointer (for heat pumps: at 55 °C
 * and at 35 °C), the values of the label, the year and the regulation. Language-neutral like the real label.
 */
export function energyLabelSvg(scale: EnergyScale, cls: EnergyClass, data: EnergyData): string {
  const top = 244;
  const row = 52;
  const parts: string[] = [
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" fill="#fff" stroke="#000" stroke-width="3"/>`,
    `<rect x="18" y="18" width="78" height="54" fill="#003399"/>`,
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${(57 + 18 * Math.cos(a)).toFixed(1)}" cy="${(45 + 18 * Math.sin(a)).toFixed(1)}" r="2.6" fill="#ffcc00"/>`;
    }),
    t(108, 62, 46, 'ENERG', 'font-weight="700"'),
    t(276, 44, 18, 'Y IJA', 'font-weight="700"'),
    t(276, 66, 18, 'IE IA', 'font-weight="700"'),
    `<line x1="18" y1="88" x2="${W - 18}" y2="88" stroke="#000" stroke-width="2"/>`,
    t(24, 120, 22, data.supplier, 'font-weight="700"'),
    t(24, 150, 18, data.model),
    `<line x1="18" y1="166" x2="${W - 18}" y2="166" stroke="#000" stroke-width="2"/>`,
  ];
  if (scale === 'space_heater') {
    parts.push(radiator(30, 180));
    if (data.waterClass) {
      const d = 'M250 188 H300 L314 206 L300 224 H250 Z';
      parts.push(tap(120, 184), t(176, 226, 22, data.loadProfile ?? '', 'font-weight="700"'));
      parts.push(`<path d="${d}" fill="${classColour('water_heater', data.waterClass)}"/>`, classText(275, 214, 22, data.waterClass, 'middle'));
    }
  } else if (scale === 'water_heater') {
    parts.push(tap(30, 184), t(90, 226, 26, data.loadProfile ?? '', 'font-weight="700"'));
  } else {
    parts.push(`<rect x="34" y="178" width="40" height="56" rx="10" fill="none" stroke="#000" stroke-width="3"/>`);
  }
  parts.push(scaleBars(scale, top, row));
  if (data.lowTemperature) {
    parts.push(t(286, top - 12, 18, '55 °C', 'font-weight="700" text-anchor="middle"'), t(372, top - 12, 18, '35 °C', 'font-weight="700" text-anchor="middle"'));
    parts.push(pointer(scale, cls, top, row, 242, 80), pointer(scale, data.lowTemperature.class, top, row, 328, 80));
  } else {
    parts.push(pointer(scale, cls, top, row, 252, 150));
  }
  const bottom = top + 7 * row + 58;
  const values: string[] = [];
  if (data.ratedOutputKw !== null) values.push(`${data.ratedOutputKw} kW`);
  if (data.annualConsumption && scale !== 'space_heater') values.push(`${data.annualConsumption.value} kWh/annum`);
  if (data.standingLossW !== null) values.push(`${data.standingLossW} W`);
  if (data.volumeL !== null && scale === 'storage_tank') values.push(`${data.volumeL} L`);
  parts.push(`<line x1="18" y1="${bottom - 34}" x2="${W - 18}" y2="${bottom - 34}" stroke="#000" stroke-width="2"/>`);
  values.forEach((value, i) => parts.push(t(24, bottom + i * 34, 24, value, 'font-weight="700"')));
  // Sound power level indoors (house) and, for heat pumps, outdoors (tree), with their pictograms as on the label.
  const y = bottom + values.length * 34;
  if (data.soundIndoorDb !== null) parts.push(house(24, y - 22), t(60, y, 24, `${data.soundIndoorDb} dB`, 'font-weight="700"'));
  if (data.soundOutdoorDb !== null) parts.push(tree(200, y - 24), t(236, y, 24, `${data.soundOutdoorDb} dB`, 'font-weight="700"'));
  parts.push(t(24, H - 24, 18, LAYOUT_YEAR[scale], 'font-weight="700"'), t(W - 24, H - 24, 18, ENERGY_REGULATION[scale], 'font-weight="700" text-anchor="end"'));
  const title = `${data.supplier} ${data.model}: ${cls} (${ENERGY_REGULATION[scale]})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${parts.join('')}</svg>`;
}

type Language = 'de' | 'ro';

const SHEET_TEXT = {
  de: {
    title: 'Produktdatenblatt',
    regulation: (r: string) => `gemäß Delegierter Verordnung (EU) Nr. ${r}`,
    supplier: 'Name oder Warenzeichen des Lieferanten', model: 'Modellkennung',
    space: 'Raumheizungs-Energieeffizienzklasse', spaceLow: 'Raumheizungs-Energieeffizienzklasse bei Niedertemperaturanwendung (35 °C)',
    water: 'Warmwasserbereitungs-Energieeffizienzklasse', tank: 'Energieeffizienzklasse des Warmwasserspeichers',
    output: 'Wärmenennleistung (Prated)', efficiency: 'Jahreszeitbedingte Raumheizungs-Energieeffizienz (ηs)',
    efficiencyLow: 'Jahreszeitbedingte Raumheizungs-Energieeffizienz bei 35 °C (ηs)',
    consumption: 'Jährlicher Energieverbrauch', profile: 'Angegebenes Lastprofil', waterEfficiency: 'Warmwasserbereitungs-Energieeffizienz (ηwh)',
    loss: 'Warmhalteverlust (S)', volume: 'Speichervolumen (V)', soundIndoor: 'Schallleistungspegel (LWA) innen', soundOutdoor: 'Schallleistungspegel (LWA) außen',
    note: 'Besondere Vorkehrungen für Montage, Installation und Wartung: siehe Montageanleitung des Herstellers.',
  },
  ro: {
    title: 'Fișa produsului',
    regulation: (r: string) => `conform Regulamentului delegat (UE) nr. ${r}`,
    supplier: 'Numele sau marca comercială a furnizorului', model: 'Identificatorul modelului',
    space: 'Clasa de eficiență energetică la încălzirea incintelor', spaceLow: 'Clasa de eficiență energetică la aplicații de temperatură joasă (35 °C)',
    water: 'Clasa de eficiență energetică la încălzirea apei', tank: 'Clasa de eficiență energetică a rezervorului de apă caldă',
    output: 'Putere termică nominală (Prated)', efficiency: 'Eficiența energetică sezonieră de încălzire a incintelor (ηs)',
    efficiencyLow: 'Eficiența energetică sezonieră de încălzire a incintelor la 35 °C (ηs)',
    consumption: 'Consum anual de energie', profile: 'Profil de sarcină declarat', waterEfficiency: 'Eficiența energetică la încălzirea apei (ηwh)',
    loss: 'Pierderi permanente (S)', volume: 'Volum de stocare (V)', soundIndoor: 'Nivel de putere acustică (LWA) în interior', soundOutdoor: 'Nivel de putere acustică (LWA) în exterior',
    note: 'Precauții speciale pentru asamblare, instalare și întreținere: consultați instrucțiunile de montaj ale producătorului.',
  },
} as const;

/** The lines of the product information sheet (Annex IV of Reg. 811/2013 and 812/2013) in a shop language. */
export function energySheetLines(scale: EnergyScale, cls: EnergyClass, data: EnergyData, language: Language): PdfLine[] {
  const s = SHEET_TEXT[language];
  const n = (value: number) => (language === 'de' ? String(value).replace('.', ',') : String(value).replace('.', ','));
  const lines: PdfLine[] = [
    { text: s.regulation(ENERGY_REGULATION[scale]), size: 10 },
    { text: '' },
    { text: `${s.supplier}: ${data.supplier}` },
    { text: `${s.model}: ${data.model}` },
    { text: `${scale === 'storage_tank' ? s.tank : scale === 'water_heater' ? s.water : s.space}: ${cls}`, bold: true },
  ];
  if (data.lowTemperature) lines.push({ text: `${s.spaceLow}: ${data.lowTemperature.class}`, bold: true });
  if (data.waterClass) lines.push({ text: `${s.water}: ${data.waterClass}`, bold: true });
  if (data.ratedOutputKw !== null) lines.push({ text: `${s.output}: ${n(data.ratedOutputKw)} kW` });
  if (data.seasonalEfficiency !== null) lines.push({ text: `${s.efficiency}: ${n(data.seasonalEfficiency)} %` });
  if (data.lowTemperature) lines.push({ text: `${s.efficiencyLow}: ${n(data.lowTemperature.efficiency)} %` });
  if (data.loadProfile) lines.push({ text: `${s.profile}: ${data.loadProfile}` });
  if (data.waterEfficiency !== null) lines.push({ text: `${s.waterEfficiency}: ${n(data.waterEfficiency)} %` });
  if (data.annualConsumption) lines.push({ text: `${s.consumption}: ${n(data.annualConsumption.value)} ${data.annualConsumption.unit}` });
  if (data.standingLossW !== null) lines.push({ text: `${s.loss}: ${n(data.standingLossW)} W` });
  if (data.volumeL !== null) lines.push({ text: `${s.volume}: ${n(data.volumeL)} l` });
  if (data.soundIndoorDb !== null) lines.push({ text: `${s.soundIndoor}: ${n(data.soundIndoorDb)} dB` });
  if (data.soundOutdoorDb !== null) lines.push({ text: `${s.soundOutdoor}: ${n(data.soundOutdoorDb)} dB` });
  lines.push({ text: '' }, { text: s.note, size: 10 });
  return lines;
}

/** Writes the label (SVG) and the sheets (PDF, German and Romanian) of every seeded energy label into `dir`. */
export function writeEnergyLabelFiles(dir: string, db: Db): number {
  const rows = db
    .prepare('SELECT product_id AS productId, scale, class, label_file AS labelFile, sheet_file_de AS sheetDe, sheet_file_ro AS sheetRo, data FROM product_energy_label ORDER BY product_id')
    .all() as { productId: number; scale: string; class: string; labelFile: string; sheetDe: string; sheetRo: string; data: string }[];
  for (const row of rows) {
    const scale = energyScaleSchema.parse(row.scale);
    const cls = energyClassSchema.parse(row.class);
    const data = energyDataSchema.parse(JSON.parse(row.data));
    const write = (mediaPath: string, content: string | Buffer) => {
      const file = mediaFile(dir, mediaPath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    };
    write(row.labelFile, energyLabelSvg(scale, cls, data));
    write(row.sheetDe, buildPdf(`${SHEET_TEXT.de.title}: ${data.supplier} ${data.model}`, energySheetLines(scale, cls, data, 'de')));
    write(row.sheetRo, buildPdf(`${SHEET_TEXT.ro.title}: ${data.supplier} ${data.model}`, energySheetLines(scale, cls, data, 'ro')));
  }
  return rows.length * 3;
}
