import { same, text } from './catalog-types';
import { futureBase } from './locales';
import { buildProducts } from './products';
import { Rng, SEED } from './random';
import { magnitudeOf } from './series-price';

const SIZE_AT_END = /\s(\d+(?:,\d+)?\s*(kW|l|W|mm)|\d+ x \d+ cm)$/;
const drafts = buildProducts(new Rng(SEED).fork(1), 1, futureBase(new Date('2026-11-22T10:00:00Z')));

describe('size of a dimension', () => {
  it('reads power, volume, surface, nominal sizes and counts, and nothing from a version name', () => {
    expect(magnitudeOf(same('28 kW', { kw: 28 }))).toBe(28);
    expect(magnitudeOf(same('80 x 80 cm', { width: 80, depth: 80 }))).toBe(6400);
    expect(magnitudeOf(same('1 1/4"'))).toBe(1.25);
    expect(magnitudeOf(same('DN 15'))).toBeCloseTo(magnitudeOf(same('1/2"')) ?? 0);
    expect(magnitudeOf(text('6 Heizkreise', '6 circuite'))).toBe(6);
    expect(magnitudeOf(same('1250 mm'))).toBe(1250);
    expect(magnitudeOf(same('M16,5 x 1'))).toBe(16.5);
    expect(magnitudeOf(text('EcoSmart 9 l/min', 'EcoSmart 9 l/min'))).toBeNull();
    expect(magnitudeOf(text('mit Ablage', 'cu raft'))).toBeNull();
    expect(magnitudeOf(same('L-Size'))).toBeGreaterThan(magnitudeOf(same('M-Size')) ?? 9);
  });
});

describe('prices within a series', () => {
  it('rise with power and size: a bigger boiler, tank or radiator of the same series never costs less', () => {
    const groups = new Map<string, { size: number; net: number; title: string }[]>();
    for (const d of drafts) {
      const size = magnitudeFromTitle(d.titleDe, d.series, d.brandTitle);
      const first = d.pses[0];
      if (size === null || !first) continue;
      // Same series and type, same finish of the first variant (finishes have their own surcharge).
      const typeAndSeries = `${d.leaf}|${d.brandKey}|${d.series}|${d.titleDe.replace(SIZE_AT_END, '')}|${first.finish ?? d.imageFinishes[0]}`;
      const list = groups.get(typeAndSeries) ?? [];
      list.push({ size, net: first.net, title: d.titleDe });
      groups.set(typeAndSeries, list);
    }
    const inversions: string[] = [];
    let compared = 0;
    for (const list of groups.values()) {
      const sorted = [...list].sort((a, b) => a.size - b.size);
      for (let i = 1; i < sorted.length; i += 1) {
        const a = sorted[i - 1];
        const b = sorted[i];
        if (!a || !b || a.size === b.size) continue;
        compared += 1;
        if (b.net < a.net) inversions.push(`${b.title} (${b.net}) < ${a.title} (${a.net})`);
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(inversions).toEqual([]);
  });

  it('keep the gas boilers of one series in order of their power', () => {
    const series = drafts.filter((d) => d.leaf === 'kombithermen' && d.pses.length === 1);
    const bySeries = new Map<string, { kw: number; net: number }[]>();
    for (const d of series) {
      const kw = Number(/(\d+) kW$/.exec(d.titleDe)?.[1]);
      bySeries.set(d.series, [...(bySeries.get(d.series) ?? []), { kw, net: d.pses[0]?.net ?? 0 }]);
    }
    const ordered = [...bySeries.values()].filter((l) => l.length > 1);
    expect(ordered.length).toBeGreaterThan(3);
    for (const list of ordered) {
      const byPower = [...list].sort((a, b) => a.kw - b.kw).map((x) => x.net);
      expect(byPower).toEqual([...byPower].sort((a, b) => a - b));
    }
  });
});

describe('titles', () => {
  it('never name the brand twice', () => {
    const twice = drafts.filter((d) => {
      if (!d.brandTitle) return false;
      const word = new RegExp(`\\b${d.brandTitle.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}\\b`, 'gi');
      return (d.titleDe.match(word) ?? []).length > 1 || (d.titleRo.match(word) ?? []).length > 1;
    });
    expect(twice.map((d) => d.titleDe)).toEqual([]);
  });
});

/** The size named at the end of a German title, read like the seed reads dimensions. */
function magnitudeFromTitle(title: string, series: string, brand: string): number | null {
  const rest = title.slice([brand, series].filter(Boolean).join(' ').length).trim();
  const last = /(\d+(?:,\d+)?)\s*(kW|l|W|mm)$/.exec(rest) ?? /(\d+) x (\d+) cm$/.exec(rest);
  if (!last) return null;
  return last[2] && /^\d+$/.test(last[2]) ? Number(last[1]) * Number(last[2]) : Number((last[1] ?? '').replace(',', '.'));
}
