import type { FeatureKey, FeatureValue } from './features';
import { futureBase } from './locales';
import { buildProducts } from './products';
import { Rng, SEED } from './random';
import { titleContradictions } from './title-claims';

const specs = (values: Partial<Record<FeatureKey, string>>): FeatureValue[] =>
  Object.entries(values).map(([key, de]) => ({ key: key as FeatureKey, de: de ?? '', ro: de ?? '' }));

describe('titleContradictions', () => {
  it.each([
    ['Grohe Euphoria 110 Handbrause mit 3 Strahlarten 3jet', { spray: '1' }],
    ['Hansa Hansabasicjet Handbrause EcoSmart 9 l/min', { flow: '15,0 l/min' }],
    ['Grohe Eurosmart Standventil DN 15', { connection: '3/8"' }],
    ['Grundfos UP 20-15 N Zirkulationspumpe R 1/2"', { connection: 'G 1 1/2"' }],
    ['Stiebel Eltron BHE Komfort Elektro-Badheizkörper mit Timer 500 W', { output75: '2240 W' }],
    ['Vaillant electronicVED Durchlauferhitzer 18 kW', { power: '3,3 kW' }],
    ['Cersanit Larga Nischentür Pendeltür Höhe 195 cm', { height: '200 cm' }],
    ['Geberit ONE Wand-Tiefspül-WC spülrandlos Tiefe 56 cm', { depth: '50 cm' }],
    ['Ideal Standard Connect 2 Badewannenaufsatz 2-teilig 90 x 150 cm', { width: '90 cm', height: '200 cm' }],
    ['Hansa Hansaviva Brausestangenset 650 mm', { length: '250 mm' }],
    ['Dornbracht MEM Unterputz-Thermostat Fertigmontageset', { mounting: 'Aufputz' }],
    ['Ideal Standard Strada II Wand-Bidet', { mounting: 'Bodenmontage' }],
    ['Valrom PP-HT HT-Rohr DN 110', { material: 'Kupfer' }],
  ])('finds what contradicts the title: %s', (title, values) => {
    expect(titleContradictions(title, specs(values))).toHaveLength(1);
  });

  it.each([
    ['Grohe Euphoria 110 Handbrause 3jet', { spray: '3', flow: '9,0 l/min' }],
    ['Grohe Eurosmart Standventil DN 15', { connection: 'G 1/2"' }],
    ['Stiebel Eltron BHE Komfort Elektro-Badheizkörper mit Timer 500 W', { power: '500 W' }],
    ['Cersanit Larga Nischentür Pendeltür Höhe 195 cm', { height: '195 cm' }],
    ['Ideal Standard Connect 2 Badewannenaufsatz 2-teilig 90 x 150 cm', { width: '90 cm', height: '150 cm' }],
    ['Purmo Tinos V Designheizkörper vertikal 1800 x 500', { height: '1800 mm', length: '500 mm' }],
    ['Kludi Fizz Kopfbrause 250 mm', { width: 'Ø 250 mm' }],
    // What the product does not list is not contradicted (a spare part lists no flow rate).
    ['Spar-Strahlregler 5 l/min M18 x 1', { material: 'Originalteil des Herstellers' }],
  ])('accepts specifications that agree: %s', (title, values) => {
    expect(titleContradictions(title, specs(values))).toEqual([]);
  });
});

describe('the seeded catalogue', () => {
  const drafts = buildProducts(new Rng(SEED).fork(1), 1, futureBase(new Date('2026-11-22T10:00:00Z')));

  it('lists specifications that agree with every title (spray types, flow, size, power, volume, lengths, mounting, material)', () => {
    const contradictions = drafts.flatMap((draft) => titleContradictions(draft.titleDe, draft.features).map((problem) => `${draft.titleDe}: ${problem}`));
    expect(contradictions).toEqual([]);
  });

  it('names no two spray counts in one title', () => {
    expect(drafts.filter((draft) => new Set([...draft.titleDe.matchAll(/(\d+) Strahlarten|\b(\d+)jet\b/gu)].map((m) => m[1] ?? m[2])).size > 1).map((d) => d.titleDe)).toEqual([]);
  });
});
