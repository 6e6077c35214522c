import { precisionAt6, relevanceFigures, type JudgedAnswer } from './relevance-figures';
import { isRelevant, plainWords } from './relevance-rule';

const answer = (relevantFirst: boolean[], relevantInCatalogue = 100, total = relevantFirst.length): JudgedAnswer => ({ query: 'q', relevantFirst, total, relevantInCatalogue });

describe('relevance figures', () => {
  it('counts precision at 6 over 6, or over the relevant products the catalogue holds when fewer', () => {
    expect(precisionAt6(answer([true, true, false, true, false, true, true]))).toBeCloseTo(4 / 6);
    expect(precisionAt6(answer([true, true, false], 2))).toBe(1);
    expect(precisionAt6(answer([], 5, 0))).toBe(0);
  });

  it('reports per shop the mean precision, the share with a relevant first result and the share without results', () => {
    expect(relevanceFigures([answer([true, true, true, true, true, true]), answer([false, true], 2), answer([], 3, 0), answer([true], 1)])).toEqual({
      queries: 4,
      precisionAt6: 0.625,
      firstRelevant: 0.5,
      empty: 0.25,
    });
  });
});

describe('relevance rules', () => {
  const basin = { title: { de_AT: 'Laufen Pro Aufsatzschale rund 50 x 40 cm' }, brand_title: 'Laufen', category_titles: ['Bad', 'Waschtische', 'Aufsatzwaschtische'], product_kind: 'main' as const };
  it('reads category path, brand, kind and title words or sizes, each starting a word', () => {
    expect(isRelevant(basin, { category: ['Waschtische'] }, 'de_AT')).toBe(true);
    expect(isRelevant(basin, { category: ['Waschtische'], brand: 'Duravit' }, 'de_AT')).toBe(false);
    expect(isRelevant(basin, { title: ['50 x 40', 'RUND'] }, 'de_AT')).toBe(true);
    expect(isRelevant(basin, { title: ['0 x 40'] }, 'de_AT')).toBe(false);
    expect(isRelevant(basin, { kind: 'part' }, 'de_AT')).toBe(false);
    expect(isRelevant(basin, { anyOf: [{ brand: 'Keuco' }, { title: ['Aufsatzschale'] }] }, 'de_AT')).toBe(true);
    expect(plainWords('Țeavă 1/2" LED-Beleuchtung')).toBe('teava 1 2 led beleuchtung');
  });
});
