import { unbrokenParts } from './unbroken-parts';

describe('unbrokenParts', () => {
  test('the order number of a heading is one unbroken part', () => {
    expect(unbrokenParts('Bestellung AT-2026-000010', ['AT-2026-000010'])).toEqual([
      { text: 'Bestellung ', whole: false },
      { text: 'AT-2026-000010', whole: true },
    ]);
  });

  test('amount and reference of a sentence, in the order they appear, the text around them kept', () => {
    const sentence = 'Bitte überweisen Sie 22,40 € auf das Konto und geben Sie AT-2026-000011 als Verwendungszweck an.';
    const parts = unbrokenParts(sentence, ['AT-2026-000011', '22,40 €']);
    expect(parts.map((part) => part.text).join('')).toBe(sentence);
    expect(parts.filter((part) => part.whole).map((part) => part.text)).toEqual(['22,40 €', 'AT-2026-000011']);
  });

  test('a value that is not in the text, or empty, changes nothing', () => {
    expect(unbrokenParts('Comanda RO-2026-000003', ['', 'AT-2026-1'])).toEqual([{ text: 'Comanda RO-2026-000003', whole: false }]);
    expect(unbrokenParts('', ['x'])).toEqual([]);
  });

  test('a value that appears twice is kept whole both times', () => {
    expect(unbrokenParts('A-1 und A-1', ['A-1']).filter((part) => part.whole)).toHaveLength(2);
  });
});
