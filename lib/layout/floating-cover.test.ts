import { coversControlOrAmount, isAmountText } from './floating-cover';

describe('scroll-to-top never covers amounts or buttons', () => {
  test.each(['€ 71,99', '71,99 €', '1.299,00\u00a0€', '129,99 lei', 'RON 54', 'Gesamtsumme: 1 234,50 EUR', '−€ 5,00'])('%s is an amount', (text) => {
    expect(isAmountText(text)).toBe(true);
  });

  test.each(['', 'Waschtischarmatur', 'DN 15', 'Artikelnummer 4711', '28 kW', 'Größe 60 cm', 'Lei-Lieferung'])('%s is no amount', (text) => {
    expect(isAmountText(text)).toBe(false);
  });

  test('a control or an amount under any point covers; plain text and pictures do not', () => {
    expect(coversControlOrAmount([{ interactive: false, ownText: 'Beschreibung' }, { interactive: false, ownText: '' }])).toBe(false);
    expect(coversControlOrAmount([{ interactive: false, ownText: '' }, { interactive: true, ownText: '' }])).toBe(true);
    expect(coversControlOrAmount([{ interactive: false, ownText: '349,00 €' }])).toBe(true);
    expect(coversControlOrAmount([])).toBe(false);
  });
});
